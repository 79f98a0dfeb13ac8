import Foundation

/// How many points one terminal cell is: SwiftUI code is written in points, and Decl maps a
/// column to `width` points and a row to `height` points.
///
/// Lengths are turned into whole cells where they enter layout (`cells(fromWidth:)`), and
/// sizes handed back to user code are turned into points (`points(fromColumns:)`), so user
/// arithmetic round-trips.
package struct PointScale: Hashable, Sendable {
  /// The points a cell is: `width` per column, `height` per row.
  package var cell: CGSize

  /// A terminal font's proportions: a cell is about twice as tall as it is wide.
  package static let terminal = PointScale(cell: CGSize(width: 8, height: 16))
  /// One point per cell, for code written for the terminal first.
  package static let cells = PointScale(cell: CGSize(width: 1, height: 1))

  /// Points per cell along `axis`.
  package subscript(axis: Axis) -> CGFloat { axis == .horizontal ? cell.width : cell.height }

  /// The nearest whole number of cells for a length in points along `axis`.
  package func cells(_ points: CGFloat, along axis: Axis) -> Int {
    (points / self[axis]).cells
  }

  /// A cell proposal for a point proposal.
  package func cells(_ proposal: ProposedViewSize) -> ProposedSize {
    let cellsAlong = cells(_:along:)
    return ProposedSize(
      width: proposal.width.map { cellsAlong($0, .horizontal) },
      height: proposal.height.map { cellsAlong($0, .vertical) })
  }

  /// A cell size for a size in points.
  package func cells(_ size: CGSize) -> Size {
    Size(
      width: max(0, cells(size.width, along: .horizontal)),
      height: max(0, cells(size.height, along: .vertical)))
  }

  /// A point proposal for a cell proposal.
  package func points(_ proposal: ProposedSize) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { points($0, along: .horizontal) },
      height: proposal.height.map { points($0, along: .vertical) })
  }

  /// A size in points for a size in cells.
  package func points(_ size: Size) -> CGSize {
    CGSize(
      width: points(size.width, along: .horizontal), height: points(size.height, along: .vertical))
  }

  /// A rectangle in points for a rectangle of cells.
  package func points(_ rect: Rect) -> CGRect {
    CGRect(
      x: points(rect.minX, along: .horizontal), y: points(rect.minY, along: .vertical),
      width: points(rect.width, along: .horizontal), height: points(rect.height, along: .vertical))
  }

  /// A length in points for a number of cells; the cell "infinity" stays infinite.
  package func points(_ cells: Int, along axis: Axis) -> CGFloat {
    cells >= Int.cellInfinity ? .infinity : CGFloat(cells) * self[axis]
  }
}
