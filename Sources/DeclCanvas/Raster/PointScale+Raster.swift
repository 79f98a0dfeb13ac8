import Decl
import Foundation

extension PointScale {
  /// The rectangle in points a frame of `size` cells gives to `Shape.path(in:)`: 20 columns by
  /// 4 rows are `CGRect(x: 0, y: 0, width: 160, height: 64)` at the terminal's scale, and a
  /// circle 20 columns wide is 10 rows high and round on screen.
  package func pointRect(for size: Size) -> CGRect {
    CGRect(
      x: 0, y: 0, width: CGFloat(max(0, size.width)) * cell.width,
      height: CGFloat(max(0, size.height)) * cell.height)
  }

  /// The centre of `cell` in points, relative to the origin of `frame`.
  package func center(of position: Point, in frame: Rect) -> CGPoint {
    CGPoint(
      x: (CGFloat(position.x - frame.minX) + 0.5) * cell.width,
      y: (CGFloat(position.y - frame.minY) + 0.5) * cell.height)
  }
}

/// Turns fractional grid coordinates into whole cells (or braille dots), deciding which cell a
/// point exactly on a boundary belongs to.
///
/// A line on a cell boundary belongs to the cell on the side of the frame's centre: so the
/// outline of a rectangle that fills its frame is drawn on the frame's outermost cells (never
/// outside it), and a shape and its mirror image land on mirrored cells.
package struct GridSnap {
  /// The centre of the frame in the same units.
  package let center: Double

  /// The cell holding `value`; nil for a value that is not finite.
  package func index(_ value: Double) -> Int? {
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
