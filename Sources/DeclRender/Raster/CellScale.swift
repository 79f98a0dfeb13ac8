import Decl
import Foundation

/// How many points one terminal cell spans: the single place the rasteriser turns SwiftUI's
/// points into cells.
///
/// A cell is about twice as tall as it is wide, so `standard` is 8 points per column and 16 per
/// row: `CGRect(x: 0, y: 0, width: 160, height: 64)` is 20 columns by 4 rows, and a circle 20
/// columns wide is 10 rows high and round on screen. Every rasteriser entry point takes a scale,
/// so terminal-native code can later draw at one point per cell.
struct CellScale: Hashable, Sendable {
  /// Points per column.
  var pointsPerColumn: CGFloat
  /// Points per row.
  var pointsPerRow: CGFloat

  /// 8 points per column, 16 per row.
  static let standard = CellScale(pointsPerColumn: 8, pointsPerRow: 16)

  /// The rectangle in points a frame of `size` cells gives to `Shape.path(in:)`.
  func pointRect(for size: Size) -> CGRect {
    CGRect(
      x: 0, y: 0, width: CGFloat(max(0, size.width)) * pointsPerColumn,
      height: CGFloat(max(0, size.height)) * pointsPerRow)
  }

  /// The centre of `cell` in points, relative to the origin of `frame`.
  func center(of cell: Point, in frame: Rect) -> CGPoint {
    CGPoint(
      x: (CGFloat(cell.x - frame.minX) + 0.5) * pointsPerColumn,
      y: (CGFloat(cell.y - frame.minY) + 0.5) * pointsPerRow)
  }
}

/// Turns fractional grid coordinates into whole cells (or braille dots), deciding which cell a
/// point exactly on a boundary belongs to.
///
/// A line on a cell boundary belongs to the cell on the side of the frame's centre: so the
/// outline of a rectangle that fills its frame is drawn on the frame's outermost cells (never
/// outside it), and a shape and its mirror image land on mirrored cells.
struct GridSnap {
  /// The centre of the frame in the same units.
  let center: Double

  /// The cell holding `value`; nil for a value that is not finite.
  func index(_ value: Double) -> Int? {
    guard value.isFinite else { return nil }
    // Far outside any canvas: clamp before converting so `Int` never traps.
    let clamped = min(max(value, -1e15), 1e15)
    let nearest = clamped.rounded()
    if abs(clamped - nearest) < 1e-9 {
      return Int(nearest) - (nearest > center ? 1 : 0)
    }
    return Int(clamped.rounded(.down))
  }
}
