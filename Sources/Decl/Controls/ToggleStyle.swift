/// Draws a toggle in a custom way. As in SwiftUI, the style's body decides how the toggle is
/// operated: a tap gesture in it runs on a click there, or on Space, Enter or `tap` while the
/// toggle is focused; a body with no gesture (or button) makes a toggle that does not switch.
///
/// ```swift
/// struct StarToggleStyle: ToggleStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack {
///       Text(configuration.isOn ? "★" : "☆")
///         .onTapGesture { configuration.isOn.toggle() }
///       configuration.label
///     }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToggleStyle {
  associatedtype Body: View
  typealias Configuration = ToggleStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a toggle style is given.
public struct ToggleStyleConfiguration {
  /// The toggle's label, as a view (nothing under `labelsHidden()`).
  public struct Label: View, StyleConfigurationPart {
    package let content: any View
    package var erasedContent: any View { ControlLabel(content) }
  }

  public let label: Label
  /// Whether the toggle is on; write it (or `$isOn`) to switch it.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values that disagree; always false in Decl.
  public var isMixed: Bool

  @MainActor package init(isOn: Binding<Bool>, label: any View) {
    self.label = Label(content: label)
    self._isOn = isOn
    self.isMixed = false
  }
}

/// A type-erased toggle style, as stored in the environment.
package typealias AnyToggleStyle = AnyStyle<ToggleStyleConfiguration>

extension AnyStyle where Configuration == ToggleStyleConfiguration {
  /// `.automatic`.
  @MainActor package static let automatic = AnyToggleStyle(style: DefaultToggleStyle())

  @MainActor package init<S: ToggleStyle>(style: S) {
    self.init(style) { $0.makeBody(configuration: $1) }
  }

  /// Whether the toggle switches itself on a click, Space or Enter: true for the built-in
  /// styles; a custom style's body decides with its own gestures.
  package var switchesItself: Bool { styleType is any BuiltInToggleStyle.Type }
}

extension EnvironmentValues {
  /// The style of toggles inside; nil means `.automatic`.
  @Entry package var toggleStyle: AnyToggleStyle? = nil
}

extension View {
  /// Styles the toggles inside.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    modifier(EnvironmentWriter { $0.toggleStyle = AnyToggleStyle(style: style) })
  }
}

// MARK: - Built-in styles

/// The styles that switch the toggle themselves (their bodies hold no gesture).
package protocol BuiltInToggleStyle {}

extension DefaultToggleStyle: BuiltInToggleStyle {}
extension SwitchToggleStyle: BuiltInToggleStyle {}
extension CheckboxToggleStyle: BuiltInToggleStyle {}
extension ButtonToggleStyle: BuiltInToggleStyle {}

/// The platform's default: a switch; in a toolbar a button that shows its state, as on iOS.
public struct DefaultToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    AutomaticToggleBody(configuration: configuration)
  }
}

/// The automatic toggle, which reads where it is.
private struct AutomaticToggleBody: View {
  let configuration: ToggleStyleConfiguration
  @Environment(\.isInToolbar) private var isInToolbar

  var body: some View {
    if isInToolbar {
      ButtonToggleStyle().makeBody(configuration: configuration)
    } else {
      SwitchToggleStyle().makeBody(configuration: configuration)
    }
  }
}

/// The label, then a switch at the trailing edge: `━━●` in the tint colour when on (green
/// unless tinted, as on iOS), `○──` in grey when off.
public struct SwitchToggleStyle: ToggleStyle {
  private let tint: Color?

  public init() { tint = nil }

  /// A switch in `tint` when on.
  public init(tint: Color) { self.tint = tint }

  public func makeBody(configuration: Configuration) -> some View {
    SwitchToggleBody(configuration: configuration, styleTint: tint)
  }
}

/// A check box before the label: `[x]` when on, `[ ]` when off.
public struct CheckboxToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    CheckboxToggleBody(configuration: configuration)
  }
}

/// The label as a bordered button that shows its state: on the tint colour when on, on grey
/// when off.
public struct ButtonToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    ButtonToggleBody(configuration: configuration)
  }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
  public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

private struct SwitchToggleBody: View {
  let configuration: ToggleStyleConfiguration
  let styleTint: Color?
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.tint) private var tint
  @Environment(\.labelsHidden) private var labelsHidden

  var body: some View {
    let on = isEnabled ? (styleTint ?? tint ?? .green) : Color.gray
    HStack {
      if !labelsHidden {
        configuration.label.disabledForeground(isEnabled)
        Spacer()
      }
      Text(configuration.isOn ? "━━●" : "○──")
        .foregroundColor(configuration.isOn ? on : Color.gray)
    }
  }
}

private struct CheckboxToggleBody: View {
  let configuration: ToggleStyleConfiguration
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.tint) private var tint

  var body: some View {
    HStack {
      Text(configuration.isOn ? "[x]" : "[ ]")
        .foregroundColor(isEnabled ? (configuration.isOn ? (tint ?? .accentColor) : nil) : .gray)
      configuration.label.disabledForeground(isEnabled)
    }
  }
}

private struct ButtonToggleBody: View {
  let configuration: ToggleStyleConfiguration
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.tint) private var tint
  @Environment(\.controlSize) private var controlSize

  var body: some View {
    let accent = tint ?? .accentColor
    let foreground: Color = !isEnabled ? .gray : (configuration.isOn ? .white : accent)
    configuration.label
      .foregroundColor(foreground)
      .padding(.horizontal, cells: controlSize.horizontalPadding)
      .padding(.vertical, cells: controlSize.verticalPadding)
      .background(
        configuration.isOn ? (isEnabled ? accent : Color.systemGray3) : Color.systemGray5)
  }
}
