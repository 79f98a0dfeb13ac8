/// Draws a button's label in a custom way; `configuration.isPressed` is true for a moment
/// after the button is activated.
///
/// ```swift
/// struct MyStyle: ButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label.padding(1).border(configuration.isPressed ? Color.red : Color.green)
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol ButtonStyle {
  associatedtype Body: View
  typealias Configuration = ButtonStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a button style is given.
public struct ButtonStyleConfiguration {
  /// The button's label, as a view.
  public struct Label: View, StyleConfigurationPart {
    package let content: any View
  }

  public let role: ButtonRole?
  public let label: Label
  public let isPressed: Bool

  @MainActor package init(role: ButtonRole?, label: any View, isPressed: Bool) {
    self.role = role
    self.label = Label(content: label)
    self.isPressed = isPressed
  }
}

/// A button style that decides when the button triggers (`configuration.trigger()`).
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  typealias Configuration = PrimitiveButtonStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a primitive button style is given.
public struct PrimitiveButtonStyleConfiguration {
  public typealias Label = ButtonStyleConfiguration.Label
  public let role: ButtonRole?
  public let label: Label
  package let action: @MainActor () -> Void

  @MainActor package init(
    role: ButtonRole?, label: any View, action: @escaping @MainActor () -> Void
  ) {
    self.role = role
    self.label = Label(content: label)
    self.action = action
  }

  /// Performs the button's action.
  @MainActor public func trigger() { action() }
}

/// What either kind of button style is given: everything a `ButtonStyle` or a
/// `PrimitiveButtonStyle` configuration is made from.
package struct ButtonStyleInput {
  package let role: ButtonRole?
  package let label: any View
  package let isPressed: Bool
  package let action: @MainActor () -> Void

  package init(
    role: ButtonRole?, label: any View, isPressed: Bool, action: @escaping @MainActor () -> Void
  ) {
    self.role = role
    self.label = label
    self.isPressed = isPressed
    self.action = action
  }
}

/// A type-erased button style, as stored in the environment.
package typealias AnyButtonStyle = AnyStyle<ButtonStyleInput>

extension AnyStyle where Configuration == ButtonStyleInput {
  /// `.automatic`.
  @MainActor package static let automatic = AnyButtonStyle(primitive: DefaultButtonStyle())

  @MainActor package init<S: ButtonStyle>(style: S) {
    self.init(style) { style, input in
      style.makeBody(
        configuration: ButtonStyleConfiguration(
          role: input.role, label: input.label, isPressed: input.isPressed))
    }
  }

  @MainActor package init<S: PrimitiveButtonStyle>(primitive style: S) {
    self.init(style) { style, input in
      style.makeBody(
        configuration: PrimitiveButtonStyleConfiguration(
          role: input.role, label: input.label, action: input.action))
    }
  }

  /// Whether the style itself decides when the action runs.
  package var isPrimitive: Bool { styleType is any PrimitiveButtonStyle.Type }
}

extension View {
  /// Styles the buttons inside.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    environment(\.buttonStyle, stacking: AnyButtonStyle(style: style))
  }

  /// Styles the buttons inside with a style that triggers them itself.
  @_disfavoredOverload
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    environment(\.buttonStyle, stacking: AnyButtonStyle(primitive: style))
  }
}

extension EnvironmentValues {
  /// The style of buttons inside; nil means `.automatic`.
  @Entry package var buttonStyle: AnyButtonStyle? = nil
}

// MARK: - Built-in styles

/// The platform's default: the label in the accent colour (red for destructive buttons).
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    TintedLabel(
      role: configuration.role, label: configuration.label, isProminent: false, isBordered: false)
  }
}

/// A button without a border: the label in the accent colour.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    TintedLabel(
      role: configuration.role, label: configuration.label, isProminent: false, isBordered: false)
  }
}

/// The label as it is, with no decoration.
public struct PlainButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    configuration.label
  }
}

/// A tinted background behind the label.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    TintedLabel(
      role: configuration.role, label: configuration.label, isProminent: false, isBordered: true)
  }
}

/// The accent colour behind the label, for the most important action.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    TintedLabel(
      role: configuration.role, label: configuration.label, isProminent: true, isBordered: true)
  }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

/// The look shared by the built-in styles: tint from the environment, red for destructive,
/// grey when disabled; bordered styles add a column of padding and a background.
private struct TintedLabel: View {
  let role: ButtonRole?
  let label: ButtonStyleConfiguration.Label
  let isProminent: Bool
  let isBordered: Bool
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.tint) private var tint
  @Environment(\.controlSize) private var controlSize

  var body: some View {
    let accent = role == .destructive ? Color.red : (tint ?? .accentColor)
    let foreground: Color = !isEnabled ? .gray : (isProminent ? .white : accent)
    if isBordered {
      label
        .foregroundColor(foreground)
        .padding(.horizontal, cells: controlSize.horizontalPadding)
        .padding(.vertical, cells: controlSize.verticalPadding)
        .background(isProminent ? (isEnabled ? accent : Color.systemGray3) : Color.systemGray5)
    } else {
      label.foregroundColor(foreground)
    }
  }
}
