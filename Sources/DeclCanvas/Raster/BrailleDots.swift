import Decl
import Foundation

/// Dots on a grid of braille cells (2 dots wide, 4 high per cell: `⠁` … `⣿`), the finest marks
/// a terminal draws; curves and slanted lines are drawn with them.
package struct BrailleDots {
  /// The cells this grid can mark.
  package let area: Rect
  private(set) var masks: [UInt8]

  package init(area: Rect) {
    self.area = area
    masks = Array(repeating: 0, count: max(0, area.width) * max(0, area.height))
  }

  /// Braille dot bits by position in a cell: `bits[row][column]` (dots 1–8 of the pattern).
  package static let bits: [[UInt8]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]

  /// The dot mask of the cell at (`x`, `y`); 0 outside the area.
  package subscript(x x: Int, y y: Int) -> UInt8 {
    guard area.contains(Point(x: x, y: y)) else { return 0 }
    return masks[(y - area.minY) * area.width + x - area.minX]
  }

  /// Sets the dot at dot column `x`, dot row `y` (two dot columns and four dot rows per cell).
  package mutating func set(x: Int, y: Int) {
    let (cellX, cellY) = (x >> 1, y >> 2)
    guard area.contains(Point(x: cellX, y: cellY)) else { return }
    masks[(cellY - area.minY) * area.width + cellX - area.minX] |= Self.bits[y & 3][x & 1]
  }

  /// The braille character of a mask.
  package static func glyph(_ mask: UInt8) -> Character {
    Character(Unicode.Scalar(0x2800 + UInt32(mask))!)
  }
}
