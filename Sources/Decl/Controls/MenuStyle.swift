/// How a `Menu`'s label looks. Decl draws every menu as a button with a `⌄` after its label;
/// the styles are accepted so code written for SwiftUI compiles.
public protocol MenuStyle: Sendable {}

/// The platform's default menu.
public struct DefaultMenuStyle: MenuStyle {
  public init() {}
}

/// A menu whose label is a borderless button.
public struct BorderlessButtonMenuStyle: MenuStyle {
  public init() {}
}

/// A menu whose label is a button in the button style around it.
public struct ButtonMenuStyle: MenuStyle {
  public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
  public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

/// The order a menu lists its items in; a terminal menu always lists them as written.
public struct MenuOrder: Hashable, Sendable {
  private let name: String
  public static let automatic = MenuOrder(name: "automatic")
  public static let priority = MenuOrder(name: "priority")
  public static let fixed = MenuOrder(name: "fixed")
}

extension EnvironmentValues {
  /// Whether menus inside show the `⌄` after their label.
  @Entry public var menuIndicatorVisibility: Visibility = Visibility.automatic
}

extension View {
  /// Accepted: every menu is drawn as a button with a `⌄` after its label.
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }

  /// Shows or hides the `⌄` after the label of the menus inside.
  public func menuIndicator(_ visibility: Visibility) -> some View {
    modifier(EnvironmentWriter { $0.menuIndicatorVisibility = visibility })
  }

  /// Accepted: a terminal menu lists its items in the order they are written.
  public func menuOrder(_ order: MenuOrder) -> some View {
    modifier(EnvironmentWriter { $0.menuOrder = order })
  }
}
