import Decl
import Foundation
import Testing

@testable import DeclRender

struct FillRasterizerTests {
  @Test func cellAlignedRectangleIsPlainBackgroundCells() {
    let canvas = Raster.fill(
      Rectangle(), width: 6, height: 3, frame: Rect(x: 1, y: 1, width: 4, height: 2))
    #expect(Raster.picture(canvas) == "\n ####\n ####")
    let filled = canvas.cells.filter { $0.style.background == Raster.blue }
    #expect(filled.count == 8)
    #expect(filled.allSatisfy { $0.grapheme == " " })
  }

  /// A shape smaller than a cell is a dot in its colour, not nothing: the status dot of a row
  /// (`Circle().frame(width: 8, height: 8)`) is `●`, a small square `■`.
  @Test func aShapeSmallerThanACellIsADot() {
    let circle = Raster.fill(
      Circle(), width: 3, height: 1, frame: Rect(x: 1, y: 0, width: 1, height: 1))
    #expect(Raster.picture(circle) == " ●")
    #expect(circle[x: 1, y: 0].style.foreground == Raster.blue)
    let square = Raster.fill(
      Rectangle().size(width: 4, height: 4).offset(x: 2, y: 6), width: 1, height: 1)
    #expect(Raster.picture(square) == "■")
    // A long shape too thin to fill any quadrant is not a dot.
    let sliver = Raster.fill(Rectangle().size(width: 80, height: 3), width: 10, height: 1)
    #expect(Raster.picture(sliver).isEmpty)
    // Nothing at all inside the cell stays nothing.
    let empty = Raster.fill(Rectangle().size(width: 0, height: 0), width: 1, height: 1)
    #expect(Raster.picture(empty).isEmpty)
  }

  @Test func roundingSmallerThanACellDoesNotShow() {
    // The issue's example: `RoundedRectangle(cornerRadius: 12).fill(.blue)` in 20 × 4 cells.
    let canvas = Raster.fill(RoundedRectangle(cornerRadius: 12), width: 20, height: 4)
    #expect(canvas.cells.allSatisfy { $0.style.background == Raster.blue && $0.grapheme == " " })
  }

  @Test func largerRoundingShowsInTheCorners() {
    let canvas = Raster.fill(RoundedRectangle(cornerRadius: 16), width: 6, height: 4)
    #expect(
      Raster.picture(canvas) == """
        ▟####▙
        ######
        ######
        ▜####▛
        """)
    // The corner glyph is the shape's colour over what was behind.
    #expect(canvas[x: 0, y: 0].style == CellStyle(foreground: Raster.blue, background: .default))
  }

  @Test func triangleIsNarrowAtTheTopAndWideAtTheBottom() {
    let canvas = Raster.fill(Raster.Triangle(), width: 20, height: 8)
    let counts = Raster.markedCellsPerRow(canvas)
    #expect(counts == [2, 4, 8, 10, 12, 14, 18, 20])
    #expect(zip(counts, counts.dropFirst()).allSatisfy { $0 < $1 })
    #expect(
      Raster.picture(canvas) == """
                 ▟▙
                ####
              ▗######▖
             ▗########▖
            ▟##########▙
           ##############
         ▗################▖
        ▗##################▖
        """)
  }

  @Test func evenOddLeavesTheHoleNonZeroFillsIt() {
    var path = Path(CGRect(x: 0, y: 0, width: 48, height: 48))
    path.addRect(CGRect(x: 16, y: 16, width: 16, height: 16))
    let nonZero = Raster.fill(path, width: 6, height: 3)
    let evenOdd = Raster.fill(path, width: 6, height: 3, style: FillStyle(eoFill: true))
    #expect(Raster.picture(nonZero) == "######\n######\n######")
    #expect(Raster.picture(evenOdd) == "######\n##  ##\n######")
    // A hole drawn the other way round is a hole under both rules.
    var reversed = Path(CGRect(x: 0, y: 0, width: 48, height: 48))
    reversed.addLines([
      CGPoint(x: 16, y: 16), CGPoint(x: 16, y: 32), CGPoint(x: 32, y: 32), CGPoint(x: 32, y: 16),
    ])
    reversed.closeSubpath()
    #expect(Raster.picture(Raster.fill(reversed, width: 6, height: 3)) == "######\n##  ##\n######")
  }

  @Test func circleIsRoundOnScreenAndSymmetric() {
    // 20 columns × 10 rows is 160 × 160 points: the circle touches all four sides.
    let canvas = Raster.fill(Circle(), width: 20, height: 10)
    let lines = Raster.picture(canvas).split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.padding(toLength: 20, withPad: " ", startingAt: 0) }
    #expect(lines.count == 10)
    #expect(lines[4] == String(repeating: "#", count: 20))
    #expect(lines[0].contains("#") && lines[9].contains("#"))
    for line in lines { #expect(Raster.mirrored(line) == line) }
    for row in 0..<5 {
      let flipped = lines[9 - row].map { character -> Character in
        let swaps: [Character: Character] = [
          "▘": "▖", "▖": "▘", "▝": "▗", "▗": "▝", "▀": "▄", "▄": "▀", "▛": "▙", "▙": "▛", "▜": "▟",
          "▟": "▜",
        ]
        return swaps[character] ?? character
      }
      #expect(String(flipped) == lines[row])
    }
  }

  @Test func nothingIsDrawnOutsideTheClipOrTheCanvas() {
    let clip = Rect(x: 2, y: 1, width: 3, height: 2)
    let canvas = Raster.fill(Circle(), width: 10, height: 5, clip: clip)
    for y in 0..<5 {
      for x in 0..<10 where !clip.contains(Point(x: x, y: y)) {
        #expect(canvas[x: x, y: y] == .blank)
      }
    }
    #expect(Raster.picture(canvas).contains("#"))
    // A frame hanging off the canvas is cut at its edges.
    let offCanvas = Raster.fill(
      Rectangle(), width: 4, height: 2, frame: Rect(x: -3, y: -3, width: 100, height: 100))
    #expect(Raster.picture(offCanvas) == "####\n####")
  }

  @Test func emptyHugeAndBrokenInputDrawNothingOrStayBounded() {
    #expect(
      Raster.fill(Rectangle(), width: 5, height: 5, frame: Rect(x: 1, y: 1, width: 0, height: 3))
        .cells.allSatisfy { $0 == .blank })
    #expect(
      Raster.fill(Rectangle(), width: 5, height: 5, frame: Rect(x: 1, y: 1, width: -4, height: 3))
        .cells.allSatisfy { $0 == .blank })
    #expect(Raster.fill(Path(), width: 5, height: 5).cells.allSatisfy { $0 == .blank })
    let broken = Path {
      $0.addLines([.zero, CGPoint(x: CGFloat.nan, y: 3), CGPoint(x: 40, y: CGFloat.infinity)])
    }
    #expect(Raster.fill(broken, width: 5, height: 5).cells.allSatisfy { $0 == .blank })
    // Coordinates near the end of the floating-point range are cut, not converted blindly.
    let far = Path {
      $0.addLines([CGPoint(x: -1e300, y: -1e300), CGPoint(x: 1e300, y: 8), CGPoint(x: 4, y: 1e300)])
    }
    #expect(Raster.picture(Raster.fill(far, width: 3, height: 2)).contains("#"))
    let across = Path { $0.addLines([CGPoint(x: -1e300, y: 8), CGPoint(x: 1e300, y: 8)]) }
    #expect(Raster.stroke(across, width: 3, height: 2).plainText == "───\n")
    let slanted = Path {
      $0.addLines([CGPoint(x: -1e300, y: -1e300), CGPoint(x: 1e300, y: 1e300)])
    }
    #expect(Raster.stroke(slanted, width: 3, height: 2).cells.contains { $0 != .blank })
    // A circle a billion points across: only the visible cells are visited.
    let huge = Raster.fill(
      Circle(), width: 8, height: 4,
      frame: Rect(x: -1 << 30, y: -1 << 29, width: 1 << 31, height: 1 << 30))
    #expect(Raster.picture(huge) == "########\n########\n########\n########")
  }

  @Test func coverageOfQuadrantsIsMeasured() {
    // A right triangle filling the lower-left half of one cell (8 × 16 points).
    let path = Path { $0.addLines([.zero, CGPoint(x: 8, y: 16), CGPoint(x: 0, y: 16)]) }
    var rows: [[Double]] = []
    FillRasterizer.forEachRow(
      of: path, in: Rect(x: 0, y: 0, width: 1, height: 1), rule: FillStyle(),
      clip: Rect(x: 0, y: 0, width: 1, height: 1), scale: .terminal
    ) { _, _, quadrants in rows.append(quadrants) }
    #expect(rows.count == 1)
    let q = rows[0]
    // The diagonal x = y / 2 halves the top-left and bottom-right quadrants, misses the
    // top-right one and leaves the bottom-left one whole.
    #expect(abs(q[0] - 0.5) < 0.01)
    #expect(q[1] == 0)
    #expect(abs(q[2] - 1) < 0.01)
    #expect(abs(q[3] - 0.5) < 0.01)
    #expect(Raster.picture(Raster.fill(path, width: 1, height: 1)) == "▙")
  }

  @Test func defaultColourIsDrawnAsBlocksAndBackgroundStyleClears() {
    let canvas = Raster.fill(Rectangle(), width: 2, height: 1, color: .default)
    #expect(canvas.plainText == "██")
    var background = CellCanvas(width: 2, height: 1)
    background.put(
      "x", width: 1, x: 0, y: 0, style: CellStyle(background: .rgb(1, 2, 3)),
      clip: background.bounds)
    ShapeRasterizer.fill(
      Path(CGRect(x: 0, y: 0, width: 16, height: 16)), in: background.bounds,
      paint: CellPaint(isBackground: true) { _, _, _ in .default }, into: &background,
      clip: background.bounds)
    #expect(background.cells.allSatisfy { $0 == .blank })
  }

  @Test func translucentPaintKeepsGlyphsAndTintsTheirBackground() {
    var canvas = CellCanvas(width: 3, height: 1)
    canvas.put(
      "a", width: 1, x: 1, y: 0, style: CellStyle(background: .rgb(100, 0, 0)), clip: canvas.bounds)
    let tint = CellPaint(isTranslucent: true) { _, _, behind in
      behind == .default ? .rgb(9, 9, 9) : .rgb(50, 50, 50)
    }
    ShapeRasterizer.fill(
      Path(CGRect(x: 0, y: 0, width: 24, height: 16)), in: canvas.bounds, paint: tint,
      into: &canvas, clip: canvas.bounds)
    #expect(canvas.plainText == " a")
    #expect(canvas[x: 1, y: 0].style.background == .rgb(50, 50, 50))
    #expect(canvas[x: 0, y: 0].style.background == .rgb(9, 9, 9))
  }

  @Test func colourIsAskedPerCellRelativeToTheFrame() {
    var canvas = CellCanvas(width: 6, height: 2)
    var asked: [Point] = []
    let paint = CellPaint { x, y, _ in
      asked.append(Point(x: x, y: y))
      return .rgb(UInt8(x), UInt8(y), 0)
    }
    ShapeRasterizer.fill(
      Rectangle().path(in: CGRect(x: 0, y: 0, width: 24, height: 16)),
      in: Rect(x: 2, y: 1, width: 3, height: 1), paint: paint, into: &canvas, clip: canvas.bounds)
    #expect(asked == [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 2, y: 0)])
    #expect(canvas[x: 4, y: 1].style.background == .rgb(2, 0, 0))
  }

  @Test func hitTestUsesCellCentres() {
    let frame = Rect(x: 10, y: 5, width: 20, height: 10)
    let circle = Circle().path(in: PointScale.terminal.pointRect(for: frame.size))
    #expect(ShapeRasterizer.contains(circle, in: frame, cell: Point(x: 20, y: 10)))
    #expect(!ShapeRasterizer.contains(circle, in: frame, cell: Point(x: 10, y: 5)))
    #expect(!ShapeRasterizer.contains(circle, in: frame, cell: Point(x: 35, y: 10)))
    var ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 160, height: 160))
    ring.addEllipse(in: CGRect(x: 40, y: 40, width: 80, height: 80))
    #expect(ShapeRasterizer.contains(ring, in: frame, cell: Point(x: 20, y: 10)))
    #expect(
      !ShapeRasterizer.contains(
        ring, in: frame, cell: Point(x: 20, y: 10), style: FillStyle(eoFill: true)))
  }
}
