/// A control that edits a string: type to insert, arrows and Home/End to move, Backspace and
/// Delete to remove, Ctrl-U/Ctrl-K/Ctrl-W to delete to the start, the end, the previous word.
///
/// ```swift
/// TextField("Insert Title", text: $titleInput)
/// ```
public struct TextField<Label: View>: View {
  private let text: Binding<String>
  private let prompt: Text?
  private let label: Label
  private let axis: Axis
  package var isSecure = false
  /// What a field made by `init(value:format:)` or `init(value:formatter:)` shows instead: a
  /// composite view editing a text that is turned into the value when editing ends.
  package private(set) var valueEditor: (any View)?

  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.text = text
    self.prompt = prompt
    self.label = label()
    self.axis = .horizontal
  }

  public init(
    text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label
  ) {
    self.text = text
    self.prompt = prompt
    self.label = label()
    self.axis = axis
  }

  /// A field that edits a value through `editor` (see `ValueTextField`).
  package init(valueEditor editor: some View, label: Label) {
    self.text = .constant("")
    self.prompt = nil
    self.label = label
    self.axis = .horizontal
    self.valueEditor = editor
  }

  public typealias Body = Never
  /// What the renderer needs of the field.
  package var control: TextFieldControl {
    // Like SwiftUI, the title is the placeholder unless a prompt is given.
    let placeholder = prompt ?? (label as? Text)
    var control = TextFieldControl(
      text: text, placeholder: placeholder, axis: axis, isSecure: isSecure)
    control.title = label as? Text
    return control
  }
}

extension TextField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
    self.init(text: text, prompt: prompt) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
    self.init(text: text, prompt: prompt) { Text(title) }
  }

  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil, axis: Axis
  ) {
    self.init(text: text, prompt: prompt, axis: axis) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis)
  {
    self.init(text: text, prompt: prompt, axis: axis) { Text(title) }
  }
}

/// A text field that shows one `•` per character.
public struct SecureField<Label: View>: View {
  private let field: TextField<Label>

  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    var field = TextField(text: text, prompt: prompt, label: label)
    field.isSecure = true
    self.field = field
  }

  /// A secure field shown as `field` (one made with callbacks).
  package init(field: TextField<Label>) {
    self.field = field
  }

  public var body: some View { field }
}

extension SecureField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
    self.init(text: text, prompt: prompt) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
    self.init(text: text, prompt: prompt) { Text(title) }
  }
}

/// What the renderer needs of a text field.
package struct TextFieldControl {
  package let text: Binding<String>
  package let placeholder: Text?
  /// The field's title, when it is text: its accessibility label, which `TestHost.tap` finds.
  package var title: Text?
  package let axis: Axis
  package let isSecure: Bool
  /// A `TextEditor`: fills the space it is offered and scrolls its lines.
  package var isEditor = false

  package init(
    text: Binding<String>, placeholder: Text?, axis: Axis, isSecure: Bool, isEditor: Bool = false
  ) {
    self.text = text
    self.placeholder = placeholder
    self.axis = axis
    self.isSecure = isSecure
    self.isEditor = isEditor
  }
}

/// A multi-line text editor: Enter starts a new line, ↑/↓ move between lines, and the lines
/// scroll when there are more than fit.
///
/// ```swift
/// TextEditor(text: $notes).frame(height: 5)
/// ```
public struct TextEditor: View {
  private let text: Binding<String>

  public init(text: Binding<String>) {
    self.text = text
  }

  public typealias Body = Never
  /// What the renderer needs of the editor: a multi-line field that fills its space.
  package var control: TextFieldControl {
    TextFieldControl(text: text, placeholder: nil, axis: .vertical, isSecure: false, isEditor: true)
  }
}

/// How text fields look.
public protocol TextFieldStyle: Sendable {}

/// The default: the text alone, underlined while focused.
public struct DefaultTextFieldStyle: TextFieldStyle {
  public init() {}
}

/// The text alone.
public struct PlainTextFieldStyle: TextFieldStyle {
  public init() {}
}

/// A box drawn around the text.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension EnvironmentValues {
  /// Whether text fields inside draw a box (`.roundedBorder`).
  @Entry package var textFieldHasBorder: Bool = false
}

extension View {
  /// Styles the text fields inside.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    modifier(EnvironmentWriter { $0.textFieldHasBorder = style is RoundedBorderTextFieldStyle })
  }
}
