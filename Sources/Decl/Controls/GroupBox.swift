/// A box around related content, drawn by its `GroupBoxStyle`: by default a box-drawing border
/// with the label in bold set into its top line, and the content inside one column from the
/// border.
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
///
/// `groupBoxStyle(_:)` draws it another way.
public struct GroupBox<Label: View, Content: View>: View {
  private let label: Label
  private let content: Content
  @Environment(\.groupBoxStyle) private var style

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
    let configuration = GroupBoxStyleConfiguration(
      label: label, content: content, hasLabel: Label.self != EmptyView.self)
    (style ?? .automatic).body(for: configuration)
  }
}

extension GroupBox
where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
  /// The group box a `GroupBoxStyle` was given, to draw in the style around it.
  public init(_ configuration: GroupBoxStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label })
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
