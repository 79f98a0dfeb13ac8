import Decl

@testable import DeclRender

/// "\u{1B}" spelled short, for building expected byte strings.
let esc = "\u{1B}"

extension CellCanvas {
  /// Draws `text` from (`x`, `y`) using the terminal widths of its characters.
  mutating func draw(
    _ text: String, x: Int, y: Int, style: CellStyle = .plain, clip: Rect? = nil
  ) {
    var column = x
    for character in text {
      let columns = TerminalWidth.of(character)
      put(character, width: columns, x: column, y: y, style: style, clip: clip ?? bounds)
      column += columns
    }
  }

  /// The canvas as a terminal at `depth` shows it (colours degraded, or no style when plain).
  func converted(to depth: ColorDepth, plain: Bool = false) -> CellCanvas {
    var copy = self
    for index in copy.cells.indices {
      copy.cells[index].style = depth.convert(copy.cells[index].style, plain: plain)
    }
    return copy
  }

  /// A description of the first cell that differs from `other`, or nil when equal.
  func firstDifference(from other: CellCanvas) -> String? {
    guard size == other.size else { return "size \(size) vs \(other.size)" }
    for y in 0..<height {
      for x in 0..<width where self[x: x, y: y] != other[x: x, y: y] {
        return "(\(x), \(y)): \(self[x: x, y: y]) vs \(other[x: x, y: y])"
      }
    }
    return nil
  }
}

extension [UInt8] {
  /// The bytes as text, for exact comparisons against escape strings.
  var text: String { String(decoding: self, as: UTF8.self) }
}
