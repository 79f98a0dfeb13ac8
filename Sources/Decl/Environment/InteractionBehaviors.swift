import Foundation

// Choices about interactions SwiftUI keeps in the environment. Set through their modifiers and
// read back with `@Environment`; what each changes on screen is in the README.

/// Whether a view opens on a drag that hovers over it (visionOS and macOS spring loading); a
/// terminal has no drag, so it is kept and read only.
public struct SpringLoadingBehavior: Hashable, Sendable {
  private let name: String
  /// The platform's choice.
  public static let automatic = SpringLoadingBehavior(name: "automatic")
  /// Springs open.
  public static let enabled = SpringLoadingBehavior(name: "enabled")
  /// Does not spring open.
  public static let disabled = SpringLoadingBehavior(name: "disabled")
}

/// Whether a button held down fires again and again. A terminal's key repeat already sends the
/// key again while it is held, so Decl's buttons repeat whatever this says.
public struct ButtonRepeatBehavior: Hashable, Sendable {
  private let name: String
  /// The platform's choice.
  public static let automatic = ButtonRepeatBehavior(name: "automatic")
  /// Repeats while held.
  public static let enabled = ButtonRepeatBehavior(name: "enabled")
  /// Fires once.
  public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

/// How strongly badges stand out; Decl draws a badge the same at every prominence.
public struct BadgeProminence: Hashable, Sendable {
  package let level: Int
  /// Less prominent.
  public static let decreased = BadgeProminence(level: -1)
  /// The usual prominence.
  public static let standard = BadgeProminence(level: 0)
  /// More prominent.
  public static let increased = BadgeProminence(level: 1)
}

/// How prominent the background behind a view is (a selected row's): read by custom styles.
public struct BackgroundProminence: Hashable, Sendable {
  private let name: String
  /// The usual background.
  public static let standard = BackgroundProminence(name: "standard")
  /// A more prominent background, such as a selected row's.
  public static let increased = BackgroundProminence(name: "increased")
}

/// The size of rows in a sidebar list; terminal rows are one line at every size.
public enum SidebarRowSize: Hashable, Sendable {
  case small, medium, large
}

/// Whether choosing an item of a menu closes it: `.disabled` keeps the menu open, so several
/// items can be chosen one after another.
public struct MenuActionDismissBehavior: Hashable, Sendable {
  private let name: String
  /// The platform's choice: menus close.
  public static let automatic = MenuActionDismissBehavior(name: "automatic")
  /// Menus close when an item is chosen.
  public static let enabled = MenuActionDismissBehavior(name: "enabled")
  /// Menus stay open when an item is chosen.
  public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

private struct UndoManagerKey: EnvironmentKey {
  static let defaultValue: UncheckedSendable<UndoManager?> = UncheckedSendable(nil)
}

extension EnvironmentValues {
  /// Whether views inside spring open on a hovering drag (`springLoadingBehavior(_:)`).
  @Entry public var springLoadingBehavior: SpringLoadingBehavior = SpringLoadingBehavior.automatic

  /// Whether buttons inside repeat while held (`buttonRepeatBehavior(_:)`).
  @Entry public var buttonRepeatBehavior: ButtonRepeatBehavior = ButtonRepeatBehavior.automatic

  /// How strongly badges inside stand out (`badgeProminence(_:)`).
  @Entry public var badgeProminence: BadgeProminence = BadgeProminence.standard

  /// How prominent the background behind the view is.
  @Entry public var backgroundProminence: BackgroundProminence = BackgroundProminence.standard

  /// The size of sidebar rows.
  @Entry public var sidebarRowSize: SidebarRowSize = SidebarRowSize.medium

  /// Whether menus inside close when an item is chosen (`menuActionDismissBehavior(_:)`).
  @Entry package var menuActionDismissBehavior: MenuActionDismissBehavior =
    MenuActionDismissBehavior.automatic

  /// The brightness range images inside may use (`allowedDynamicRange(_:)`).
  @Entry public var allowedDynamicRange: Image.DynamicRange? = nil

  /// The material behind the view, when it is on one; nil in Decl unless set.
  @Entry public var backgroundMaterial: Material? = nil

  /// The undo manager of the window; nil unless a program sets one (Decl has no Edit menu to
  /// drive it).
  public var undoManager: UndoManager? {
    get { self[UndoManagerKey.self].value }
    set { self[UndoManagerKey.self] = UncheckedSendable(newValue) }
  }
}

extension View {
  /// Sets whether buttons inside repeat while held; a terminal's key repeat already repeats them.
  public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
    modifier(EnvironmentWriter { $0.buttonRepeatBehavior = behavior })
  }

  /// Sets how strongly badges inside stand out.
  public func badgeProminence(_ prominence: BadgeProminence) -> some View {
    modifier(EnvironmentWriter { $0.badgeProminence = prominence })
  }

  /// Sets whether menus inside close when an item is chosen.
  public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View {
    modifier(EnvironmentWriter { $0.menuActionDismissBehavior = behavior })
  }
}
