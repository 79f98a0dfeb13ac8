/// A value with a label, as a form row shows it: the label on the left, the value on the right
/// in the secondary style.
///
/// ```swift
/// Form { LabeledContent("Pages", value: "476") }
/// ```
///
/// `labeledContentStyle(_:)` draws it another way.
public struct LabeledContent<Label: View, Content: View>: View {
  private let label: Label
  private let content: Content
  @Environment(\.labeledContentStyle) private var style

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  public var body: some View {
    let configuration = LabeledContentStyleConfiguration(label: label, content: content)
    (style ?? .automatic).body(for: configuration, restoringOuterAt: \.labeledContentStyle)
  }
}

extension LabeledContent where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(titleKey) })
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A row whose value is formatted: `LabeledContent("Price", value: 9.5, format: .currency(code: "EUR"))`.
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
  }

  @_disfavoredOverload
  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(title) })
  }

  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }

  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }
}
