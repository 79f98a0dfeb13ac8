/// How `accessibilityElement(children:)` treats the accessibility elements inside a view.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  private let kind: Int

  /// The children are ignored: the new element has only the properties it is given.
  public static let ignore = AccessibilityChildBehavior(kind: 0)
  /// The children stay elements of their own, inside the new one.
  public static let contain = AccessibilityChildBehavior(kind: 1)
  /// The children's properties are merged into the new element.
  public static let combine = AccessibilityChildBehavior(kind: 2)
}
