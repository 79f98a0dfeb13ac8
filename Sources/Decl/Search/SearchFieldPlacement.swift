/// Where a `searchable` view's search field goes. A terminal has one place for it whatever
/// the placement: under the title bar of the navigation stack the modifier is on, else at the
/// top of the view it modifies.
public struct SearchFieldPlacement: Hashable, Sendable {
  private let name: String

  /// SwiftUI decides.
  public static let automatic = SearchFieldPlacement(name: "automatic")
  /// In the toolbar.
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  /// In the sidebar of a split view.
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  /// In the principal place of the toolbar.
  public static let toolbarPrincipal = SearchFieldPlacement(name: "toolbarPrincipal")
  /// In a drawer under the navigation bar.
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

  /// In a drawer under the navigation bar, always shown or not.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode)
    -> SearchFieldPlacement
  {
    .navigationBarDrawer
  }

  /// Whether the navigation bar drawer shows its search field while scrolling.
  public struct NavigationBarDrawerDisplayMode: Hashable, Sendable {
    private let name: String
    public static let automatic = NavigationBarDrawerDisplayMode(name: "automatic")
    public static let always = NavigationBarDrawerDisplayMode(name: "always")
  }
}
