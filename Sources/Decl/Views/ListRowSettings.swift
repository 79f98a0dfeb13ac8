/// What list rows and sections inside were given.
package struct ListRowSettings: Hashable, Sendable {
  /// `listRowBackground`: a colour painted across the row.
  package var background: Color?
  /// `listRowInsets`, in points.
  package var insets: EdgeInsets?
  package var separators = ListSeparators()
  package var sectionSeparators = ListSeparators()
  package init() {}
}
