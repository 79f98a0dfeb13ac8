/// A button that would share an item through the system's share sheet; a terminal has none,
/// so it shows its label and does nothing.
///
/// ```swift
/// ShareLink(item: URL(string: "https://example.com")!)
/// ShareLink("Share recipe", item: recipe.text)
/// ```
public struct ShareLink<Label: View>: View {
  private let label: Label

  /// Shares a URL, labelled with `label`.
  public init(
    item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  /// Shares a string, labelled with `label`.
  public init(
    item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  public var body: some View {
    Button {
    } label: {
      label
    }
  }
}

extension ShareLink where Label == DefaultShareLinkLabel {
  /// Shares a URL, labelled "Share" with the share symbol.
  public init(item: URL, subject: Text? = nil, message: Text? = nil) {
    self.label = DefaultShareLinkLabel()
  }

  /// Shares a string, labelled "Share" with the share symbol.
  public init(item: String, subject: Text? = nil, message: Text? = nil) {
    self.label = DefaultShareLinkLabel()
  }
}

extension ShareLink where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil
  ) {
    self.label = Text(titleKey)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, item: URL, subject: Text? = nil, message: Text? = nil
  ) {
    self.label = Text(title)
  }

  public init(
    _ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil
  ) {
    self.label = Text(titleKey)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, item: String, subject: Text? = nil, message: Text? = nil
  ) {
    self.label = Text(title)
  }
}

/// A share link's label when it is given none: "Share" with the share symbol.
public struct DefaultShareLinkLabel: View {
  public var body: some View {
    Label("Share", systemImage: "square.and.arrow.up")
  }
}
