/// What a toolbar is for, which decides where its items go on iPad and Mac; a terminal's title
/// bar is the same for every role.
public struct ToolbarRole: Sendable {
  private let name: String

  /// The platform's choice.
  public static var automatic: ToolbarRole { ToolbarRole(name: "automatic") }
  /// A navigation stack's toolbar.
  public static var navigationStack: ToolbarRole { ToolbarRole(name: "navigationStack") }
  /// A browser's toolbar.
  public static var browser: ToolbarRole { ToolbarRole(name: "browser") }
  /// An editor's toolbar.
  public static var editor: ToolbarRole { ToolbarRole(name: "editor") }
}

/// How a navigation title is shown; a terminal's title bar has one size.
public struct ToolbarTitleDisplayMode: Sendable {
  private let name: String

  /// The platform's choice.
  public static var automatic: ToolbarTitleDisplayMode {
    ToolbarTitleDisplayMode(name: "automatic")
  }
  /// A large title.
  public static var large: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(name: "large") }
  /// A large title in the toolbar.
  public static var inlineLarge: ToolbarTitleDisplayMode {
    ToolbarTitleDisplayMode(name: "inlineLarge")
  }
  /// A small title in the toolbar.
  public static var inline: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(name: "inline") }
}

extension View {
  /// The title bar is the same for every role: accepted and ignored.
  public func toolbarRole(_ role: ToolbarRole) -> some View { self }

  /// A terminal's title bar has one size: accepted and ignored.
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View { self }

  /// A terminal has no status bar: accepted and ignored.
  public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

  /// A terminal has no status bar: accepted and ignored.
  public func statusBar(hidden: Bool) -> some View { self }

  /// A terminal has no home indicator or other system overlays: accepted and ignored.
  public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
}
