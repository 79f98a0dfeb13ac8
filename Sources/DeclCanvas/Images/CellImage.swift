import Decl

/// An image as terminal cells: each cell shows two pixels stacked, the upper one as the
/// foreground of `▀` and the lower one as its background.
///
/// A half that is fully transparent is `nil`: the caller keeps whatever background is there
/// (drawing `▄` in the bottom colour when only the top is empty). A half with partial alpha
/// is composited over that background by the caller (`RGBA8.composited(over:)`), since
/// terminal cells have no alpha.
package struct CellImage: Equatable, Sendable {
  package let columns: Int
  package let rows: Int
  /// `columns * rows` cells, row by row from the top left.
  package let cells: [ImageCell]

  package init(columns: Int, rows: Int, cells: [ImageCell]) {
    precondition(cells.count == columns * rows)
    self.columns = columns
    self.rows = rows
    self.cells = cells
  }

  /// The cell at `column`, `row` (both inside the image).
  package subscript(column: Int, row: Int) -> ImageCell { cells[row * columns + column] }
}

/// The two pixels one terminal cell shows; `nil` where that half is fully transparent.
package struct ImageCell: Hashable, Sendable {
  package var top: RGBA8?
  package var bottom: RGBA8?
}
