/// Draws a control group in a custom way.
///
/// ```swift
/// struct BoxedStyle: ControlGroupStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack { configuration.content }.border(Color.gray)
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol ControlGroupStyle {
  associatedtype Body: View
  typealias Configuration = ControlGroupStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a control group style is given: the controls and the group's label.
public struct ControlGroupStyleConfiguration {
  /// The controls, as a view.
  public struct Content: View, StyleConfigurationPart {
    package let content: any View
  }

  /// The group's label (empty when it has none), as a view.
  public struct Label: View, StyleConfigurationPart {
    package let content: any View
  }

  public let content: Content
  public let label: Label

  @MainActor package init(content: any View, label: any View) {
    self.content = Content(content: content)
    self.label = Label(content: label)
  }
}

/// A type-erased control group style, as stored in the environment.
package typealias AnyControlGroupStyle = AnyStyle<ControlGroupStyleConfiguration>

extension AnyStyle where Configuration == ControlGroupStyleConfiguration {
  @MainActor package static let automatic = AnyControlGroupStyle(
    style: AutomaticControlGroupStyle())

  @MainActor package init<S: ControlGroupStyle>(style: S) {
    self.init(style) { $0.makeBody(configuration: $1) }
  }
}

extension EnvironmentValues {
  /// The style of control groups inside; nil means `.automatic`.
  @Entry package var controlGroupStyle: AnyControlGroupStyle? = nil
}

extension View {
  /// Styles the control groups inside.
  public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
    environment(\.controlGroupStyle, stacking: AnyControlGroupStyle(style: style))
  }
}

/// The default: the controls side by side in a row.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
  public func makeBody(configuration: Configuration) -> some View {
    HStack { configuration.content }
  }
}

/// A toolbar's look: the controls side by side.
public struct NavigationControlGroupStyle: ControlGroupStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    HStack { configuration.content }
  }
}

/// The controls in a row with no space between them, as a palette.
public struct PaletteControlGroupStyle: ControlGroupStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) { configuration.content }
  }
}

/// A menu of the controls, opened from the group's label.
public struct MenuControlGroupStyle: ControlGroupStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    Menu {
      configuration.content
    } label: {
      configuration.label
    }
  }
}

/// A menu of the controls, as `MenuControlGroupStyle` (a terminal's menus are all compact).
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    MenuControlGroupStyle().makeBody(configuration: configuration)
  }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
  /// The default control group style.
  public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
  public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
  public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
  public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
  public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
  /// The control group a style's configuration describes, drawn in the style the current one
  /// was applied inside.
  public init(_ configuration: ControlGroupStyleConfiguration) {
    self.init { configuration.content }
    label = configuration.label
  }
}
