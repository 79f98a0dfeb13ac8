import Foundation

/// One row of a `Grid`: each view inside is a cell, in the next column (or columns, with
/// `gridCellColumns`). Outside a grid, its views sit in a row as in an `HStack`.
///
/// ```swift
/// GridRow(alignment: .top) { Text("Notes"); Text(longNotes) }
/// ```
public struct GridRow<Content: View>: View {
  /// The vertical alignment of the row's cells; nil for the grid's.
  package let alignment: VerticalAlignment?
  package let content: Content

  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  public typealias Body = Never
}
