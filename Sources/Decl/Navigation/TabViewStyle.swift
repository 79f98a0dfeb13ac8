/// How a `TabView` shows its tabs: with a tab bar (`.automatic`, `.sidebarAdaptable`,
/// `.tabBarOnly`), or as pages with an index row (`.page`).
public protocol TabViewStyle: Sendable {}

/// How tab views inside show their tabs, as the renderer reads it.
package enum TabViewStyleKind: Hashable, Sendable {
  /// A tab bar at the bottom.
  case tabBar
  /// Pages with an index row at the bottom.
  case page
}

package protocol BuiltinTabViewStyle {
  var kind: TabViewStyleKind { get }
}

/// The platform's default: a tab bar.
public struct DefaultTabViewStyle: TabViewStyle, BuiltinTabViewStyle {
  public init() {}
  package var kind: TabViewStyleKind { .tabBar }
}

/// A tab bar that iPadOS can turn into a sidebar; a terminal shows the tab bar.
public struct SidebarAdaptableTabViewStyle: TabViewStyle, BuiltinTabViewStyle {
  public init() {}
  package var kind: TabViewStyleKind { .tabBar }
}

/// A tab bar only.
public struct TabBarOnlyTabViewStyle: TabViewStyle, BuiltinTabViewStyle {
  public init() {}
  package var kind: TabViewStyleKind { .tabBar }
}

/// Pages, one at a time, with a row of dots saying which page shows (`● ○ ○`); ←/→ page
/// while the row is focused.
public struct PageTabViewStyle: TabViewStyle, BuiltinTabViewStyle {
  /// When the index row shows; a terminal shows it always, as the place the pager is focused.
  public struct IndexDisplayMode: Hashable, Sendable {
    private let name: String
    public static let automatic = IndexDisplayMode(name: "automatic")
    public static let always = IndexDisplayMode(name: "always")
    public static let never = IndexDisplayMode(name: "never")
  }

  public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
  package var kind: TabViewStyleKind { .page }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle {
    SidebarAdaptableTabViewStyle()
  }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
  public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
  public static var page: PageTabViewStyle { PageTabViewStyle() }

  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

/// How a page view's index row looks; accepted (the row is dots on the screen's background).
public protocol IndexViewStyle: Sendable {}

/// Dots, on a background or not.
public struct PageIndexViewStyle: IndexViewStyle {
  /// When the dots get a background.
  public struct BackgroundDisplayMode: Hashable, Sendable {
    private let name: String
    public static let automatic = BackgroundDisplayMode(name: "automatic")
    public static let always = BackgroundDisplayMode(name: "always")
    public static let interactive = BackgroundDisplayMode(name: "interactive")
    public static let never = BackgroundDisplayMode(name: "never")
  }

  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }

  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode)
    -> PageIndexViewStyle
  {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}

extension EnvironmentValues {
  /// How tab views inside show their tabs.
  @Entry package var tabViewStyleKind: TabViewStyleKind = TabViewStyleKind.tabBar
}

extension View {
  /// Styles the tab views inside.
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    let kind = (style as? any BuiltinTabViewStyle)?.kind ?? .tabBar
    return modifier(EnvironmentWriter { $0.tabViewStyleKind = kind })
  }

  /// Accepted: a page view's index row is drawn as dots on the screen's background.
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { self }
}
