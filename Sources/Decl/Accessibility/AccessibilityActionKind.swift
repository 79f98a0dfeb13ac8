/// The kind of an accessibility action: the default one, escape, magic tap, delete, show
/// menu, or a named custom action.
public struct AccessibilityActionKind: Equatable, Sendable {
  /// The name of a custom action; nil for the system kinds.
  package let name: String?
  private let kind: Int

  private init(kind: Int) {
    self.kind = kind
    self.name = nil
  }

  /// A custom action with this name.
  public init(named name: Text) {
    self.kind = -1
    self.name = name.plainString
  }

  /// The element's default action (what activating it does).
  public static let `default` = AccessibilityActionKind(kind: 0)
  /// Dismisses a modal view or cancels an operation.
  public static let escape = AccessibilityActionKind(kind: 1)
  /// The app's most important action, wherever focus is.
  public static let magicTap = AccessibilityActionKind(kind: 2)
  /// Deletes the element.
  public static let delete = AccessibilityActionKind(kind: 3)
  /// Shows the element's menu.
  public static let showMenu = AccessibilityActionKind(kind: 4)
}
