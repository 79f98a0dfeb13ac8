/// What list rows and sections inside were given.
package struct ListRowSettings: Hashable, Sendable {
  /// `listRowBackground`: a colour painted across the row.
  package var background: Color?
  /// `listRowInsets`, in points.
  package var insets: EdgeInsets?
  package var separators = ListSeparators()
  package var sectionSeparators = ListSeparators()
  /// `deleteDisabled`, `moveDisabled`, `selectionDisabled`: what the row cannot do.
  package var deleteDisabled = false
  package var moveDisabled = false
  package var selectionDisabled = false
  package init() {}
}

/// The tint of a list row (`listItemTint(_:)`).
public struct ListItemTint: Sendable {
  package let color: Color

  /// Always this colour.
  public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
  /// This colour, unless the system prefers another (Decl always takes it).
  public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
  /// No colour: the primary colour.
  public static let monochrome = ListItemTint(color: .primary)
}
