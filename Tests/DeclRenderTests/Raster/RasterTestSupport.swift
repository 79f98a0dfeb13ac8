import Decl
import Foundation

@testable import DeclRender

/// Helpers for the rasteriser tests: draw a shape into a fresh canvas and read it back.
enum Raster {
  static let blue = CellColor.rgb(0, 122, 255)
  static let red = CellColor.rgb(255, 59, 48)

  /// The canvas as text where a space painted with a background colour shows as `#`, so
  /// fills are visible in a picture.
  static func picture(_ canvas: CellCanvas) -> String {
    (0..<canvas.height).map { y in
      var line = ""
      for cell in canvas.row(y) where !cell.isContinuation {
        line.append(
          cell.grapheme == " " && cell.style.background != .default ? "#" : cell.grapheme)
      }
      while line.last == " " { line.removeLast() }
      return line
    }.joined(separator: "\n")
  }

  /// A canvas `width` × `height` with `shape` filled over all of it (or inside `frame`).
  static func fill(
    _ shape: some Shape, width: Int, height: Int, frame: Rect? = nil, clip: Rect? = nil,
    style: FillStyle = FillStyle(), color: CellColor = blue
  ) -> CellCanvas {
    var canvas = CellCanvas(width: width, height: height)
    let frame = frame ?? canvas.bounds
    ShapeRasterizer.fill(
      shape.path(in: PointScale.terminal.pointRect(for: frame.size)), in: frame, style: style,
      paint: .solid(color), into: &canvas, clip: clip ?? canvas.bounds)
    return canvas
  }

  /// A canvas `width` × `height` with `shape`'s outline stroked over all of it.
  static func stroke(
    _ shape: some Shape, width: Int, height: Int, frame: Rect? = nil, clip: Rect? = nil,
    style: StrokeStyle = StrokeStyle(), color: CellColor = red
  ) -> CellCanvas {
    var canvas = CellCanvas(width: width, height: height)
    let frame = frame ?? canvas.bounds
    ShapeRasterizer.stroke(
      shape.path(in: PointScale.terminal.pointRect(for: frame.size)), in: frame, style: style,
      paint: .solid(color), into: &canvas, clip: clip ?? canvas.bounds)
    return canvas
  }

  /// A triangle with its apex at the top centre and its base along the bottom.
  struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
      Path { path in
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
      }
    }
  }

  /// The number of cells of each row that hold something (a glyph or a painted background).
  static func markedCellsPerRow(_ canvas: CellCanvas) -> [Int] {
    (0..<canvas.height).map { y in
      canvas.row(y).filter { $0.grapheme != " " || $0.style.background != .default }.count
    }
  }

  /// Mirrors a braille or box-drawing line left to right, character by character.
  static func mirrored(_ line: String) -> String {
    let swaps: [Character: Character] = [
      "╭": "╮", "╮": "╭", "╰": "╯", "╯": "╰", "┌": "┐", "┐": "┌", "└": "┘", "┘": "└",
      "▘": "▝", "▝": "▘", "▖": "▗", "▗": "▖", "▌": "▐", "▐": "▌", "▛": "▜", "▜": "▛",
      "▙": "▟", "▟": "▙", "▚": "▞", "▞": "▚",
    ]
    return String(
      line.reversed().map { character -> Character in
        if let swapped = swaps[character] { return swapped }
        guard let scalar = character.unicodeScalars.first, (0x2800...0x28FF).contains(scalar.value)
        else { return character }
        // Braille: swap the left and right dot columns.
        let mask = UInt8(scalar.value - 0x2800)
        let pairs: [(UInt8, UInt8)] = [(0x01, 0x08), (0x02, 0x10), (0x04, 0x20), (0x40, 0x80)]
        var mirrored: UInt8 = 0
        for (left, right) in pairs {
          if mask & left != 0 { mirrored |= right }
          if mask & right != 0 { mirrored |= left }
        }
        return BrailleDots.glyph(mirrored)
      })
  }
}
