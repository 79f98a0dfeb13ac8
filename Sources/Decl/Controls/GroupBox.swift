/// A box around related content: a box-drawing border with the label in bold set into its top
/// line, and the content inside one column from the border.
///
/// ```swift
/// GroupBox("Account") {
///   Toggle("Sync", isOn: $sync)
///   Text("Last synced today")
/// }
/// ```
///
/// ```
/// ┌ Account ─────────────┐
/// │ Sync             ━━● │
/// │ Last synced today    │
/// └──────────────────────┘
/// ```
public struct GroupBox<Label: View, Content: View>: View {
  private let label: Label
  private let content: Content

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  /// The older form, with the label first.
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.label = label
    self.content = content()
  }

  public var body: some View {
    let hasLabel = Label.self != EmptyView.self
    VStack(alignment: .leading, spacing: 0) {
      if hasLabel {
        // Holds the box open as wide as the label set into its top line: the label and its
        // two spaces between the corners take the label's width plus the padding.
        label.bold().lineLimit(1).hidden().frame(height: 0)
      }
      content
    }
    .padding(.horizontal, cells: 2)
    .padding(.vertical, cells: 1)
    .border(Color.systemGray2)
    .overlay(alignment: .topLeading) {
      if hasLabel {
        title.padding(.leading, cells: 1)
      }
    }
  }

  /// The label with a space on each side, so it sits apart from the border.
  private var title: some View {
    HStack(spacing: 0) {
      Text(verbatim: " ")
      label.bold().lineLimit(1)
      Text(verbatim: " ")
    }
  }
}

extension GroupBox where Label == EmptyView {
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content) { EmptyView() }
  }
}

extension GroupBox where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}
