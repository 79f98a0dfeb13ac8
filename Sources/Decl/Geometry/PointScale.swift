import Foundation

/// The unit the lengths a view's code writes are in.
///
/// SwiftUI code is written in points, and Decl reads it that way: a column is 8 points and a
/// row 16 (a terminal cell is about twice as tall as it is wide), so `padding()` is two
/// columns and one row, and `frame(width: 160)` is 20 columns. Code written for the terminal
/// first can count in cells instead:
///
/// ```swift
/// ContentView().lengthUnit(.cells)   // padding(1) is one column and one row
/// ```
public enum LengthUnit: Hashable, Sendable {
  /// Points: 8 a column, 16 a row.
  case points
  /// Whole cells: 1 a column, 1 a row.
  case cells
}

extension EnvironmentValues {
  /// The unit lengths are written in inside (`padding`, `frame`, `spacing`, `offset`, and the
  /// sizes `GeometryReader` and `Layout` report); `.points` unless set.
  @Entry public var lengthUnit: LengthUnit = LengthUnit.points

  /// How many points a cell is in the current unit.
  package var pointScale: PointScale { PointScale(lengthUnit) }
}

extension View {
  /// Reads the lengths inside in `unit`: `.cells` for code written for the terminal first.
  public func lengthUnit(_ unit: LengthUnit) -> some View {
    environment(\.lengthUnit, unit)
  }
}

/// How many points one terminal cell is, in a length unit.
///
/// Lengths are turned into whole cells where they enter layout (`cells(_:along:)`): to the
/// nearest cell, a half away from zero, so `padding(4)` is one column (half of one rounds up)
/// and no row (a quarter rounds down); a length can round to no cells. Sizes and positions
/// handed back to user code are turned into points (`points(_:along:)`), so user arithmetic
/// round-trips: a view 60 columns wide is 480 points, and `frame(width: 480 / 2)` is 30
/// columns.
package struct PointScale: Hashable, Sendable {
  /// The points a cell is: `width` per column, `height` per row.
  package var cell: CGSize

  /// A terminal font's proportions: a cell is about twice as tall as it is wide.
  package static let terminal = PointScale(cell: CGSize(width: 8, height: 16))
  /// One point per cell, for code written for the terminal first.
  package static let cells = PointScale(cell: CGSize(width: 1, height: 1))

  package init(cell: CGSize) { self.cell = cell }

  /// The scale of a length unit.
  package init(_ unit: LengthUnit) {
    self = unit == .cells ? .cells : .terminal
  }

  /// The scale a length written in `unit` is read with: that unit's, or with no unit of its
  /// own, the environment's.
  package init(_ unit: LengthUnit?, in environment: EnvironmentValues) {
    self = unit.map(PointScale.init) ?? environment.pointScale
  }

  /// Points per cell along `axis`.
  package subscript(axis: Axis) -> CGFloat { axis == .horizontal ? cell.width : cell.height }

  /// The nearest whole number of cells for a length in points along `axis`; infinity stays
  /// "as large as possible".
  package func cells(_ points: CGFloat, along axis: Axis) -> Int {
    (points / self[axis]).cells
  }

  /// The cells a frame of `points` takes along `axis`: the nearest whole number, but at least
  /// one for any positive length (a hairline frame, `Divider().frame(height: 1)`, is a row).
  package func frameCells(_ points: CGFloat, along axis: Axis) -> Int {
    guard points > 0 else { return 0 }
    return Swift.max(1, cells(points, along: axis))
  }

  /// Insets in whole cells, none negative.
  package func cells(_ insets: EdgeInsets) -> (top: Int, leading: Int, bottom: Int, trailing: Int) {
    (
      max(0, cells(insets.top, along: .vertical)),
      max(0, cells(insets.leading, along: .horizontal)),
      max(0, cells(insets.bottom, along: .vertical)),
      max(0, cells(insets.trailing, along: .horizontal))
    )
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
