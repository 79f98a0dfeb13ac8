/// A bar `toolbar(_:for:)` and `toolbarBackground(_:for:)` apply to.
public struct ToolbarPlacement: Hashable, Sendable {
  private let name: String

  private init(_ name: String) { self.name = name }

  /// The bar the context has: the navigation bar.
  public static let automatic = ToolbarPlacement("automatic")
  /// The navigation bar at the top of a navigation stack.
  public static let navigationBar = ToolbarPlacement("navigationBar")
  /// The tab bar of a tab view.
  public static let tabBar = ToolbarPlacement("tabBar")
  /// The bottom toolbar.
  public static let bottomBar = ToolbarPlacement("bottomBar")
  /// A window's toolbar.
  public static let windowToolbar = ToolbarPlacement("windowToolbar")
}

extension View {
  /// Shows or hides `bars`. Accepted and ignored: a terminal keeps its bars, which show a
  /// screen's title and Back.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    self
  }

  /// Hides the navigation bar (the older spelling of `toolbar(.hidden, for: .navigationBar)`).
  public func navigationBarHidden(_ hidden: Bool) -> some View {
    toolbar(hidden ? .hidden : .automatic, for: .navigationBar)
  }

  /// The colour scheme of `bars`; Decl's bars take the screen's colours: accepted and ignored.
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...)
    -> some View
  { self }

  /// Shows or hides the background of `bars`: accepted and ignored (bars have no background).
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  { self }

  /// Sets the background of `bars`: accepted and ignored (bars have no background).
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...)
    -> some View
  { self }
}
