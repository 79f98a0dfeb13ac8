import Decl
import Foundation
import Testing

@testable import DeclRender

struct StrokeRasterizerTests {
  @Test func circleOutlineIsRoundWithAnEmptyMiddle() {
    // `Circle().stroke(.red, lineWidth: 2)` in a 20 × 10 frame: 160 × 160 points.
    let canvas = Raster.stroke(Circle(), width: 20, height: 10, style: StrokeStyle(lineWidth: 2))
    #expect(
      canvas.plainText == """
            ⣠⠔⠒⠉⠉⠉⠉⠉⠉⠒⠢⣄
          ⡠⠊            ⠑⢄
        ⢀⠞                ⠳⡀
        ⡜                  ⢣
        ⡇                  ⢸
        ⡇                  ⢸
        ⢣                  ⡜
        ⠈⢦                ⡴⠁
          ⠑⢄            ⡠⠊
            ⠙⠢⠤⣀⣀⣀⣀⣀⣀⠤⠔⠋
        """)
    // Symmetric left to right, in the shape's colour over the background that was there.
    for line in canvas.plainText.split(separator: "\n") {
      let padded = line.padding(toLength: 20, withPad: " ", startingAt: 0)
      #expect(Raster.mirrored(padded) == padded)
    }
    #expect(canvas[x: 0, y: 4].style == CellStyle(foreground: Raster.red, background: .default))
    #expect(canvas[x: 10, y: 5] == .blank)
  }

  @Test func circleInAWideFrameIsCentredAndAsTallAsTheFrame() {
    let canvas = Raster.stroke(Circle(), width: 40, height: 10)
    let columns = (0..<40).filter { x in (0..<10).contains { canvas[x: x, y: $0] != .blank } }
    #expect(columns.first == 10 && columns.last == 29)
    #expect((0..<10).allSatisfy { y in (0..<40).contains { canvas[x: $0, y: y] != .blank } })
  }

  @Test func roundedRectangleHasArcsAtItsCorners() {
    #expect(
      Raster.stroke(RoundedRectangle(cornerRadius: 12), width: 8, height: 3).plainText == """
        ╭──────╮
        │      │
        ╰──────╯
        """)
    #expect(
      Raster.stroke(Capsule(), width: 8, height: 2).plainText == "╭──────╮\n╰──────╯")
    // A radius under half a column keeps square corners.
    #expect(
      Raster.stroke(RoundedRectangle(cornerRadius: 3), width: 4, height: 2).plainText
        == "┌──┐\n└──┘")
    // Uneven corners: only the rounded ones are arcs.
    #expect(
      Raster.stroke(UnevenRoundedRectangle(topLeadingRadius: 8), width: 4, height: 2).plainText
        == "╭──┐\n└──┘")
  }

  @Test func rectangleStrokeMatchesTheBoxDrawingOfBorders() {
    for size in [
      Size(width: 5, height: 4), Size(width: 1, height: 3), Size(width: 6, height: 1),
      Size(width: 1, height: 1), Size(width: 2, height: 2),
    ] {
      for rounded in [false, true] {
        let frame = Rect(origin: Point(x: 1, y: 1), size: size)
        var expected = CellCanvas(width: 9, height: 7)
        BoxDrawing.stroke(
          frame, color: Raster.red, into: &expected, clip: expected.bounds, rounded: rounded)
        let shape = AnyShape(RoundedRectangle(cornerRadius: rounded ? 8 : 0))
        let actual = Raster.stroke(shape, width: 9, height: 7, frame: frame)
        #expect(actual == expected, "\(size) rounded: \(rounded)\n\(actual.plainText)")
      }
    }
  }

  @Test func strokeBorderStaysOnTheFramesOutermostCells() {
    let inset = Rectangle().inset(by: 0.5)
    #expect(Raster.stroke(inset, width: 4, height: 3).plainText == "┌──┐\n│  │\n└──┘")
    let thick = Raster.stroke(
      Rectangle().inset(by: 1.5), width: 4, height: 3, style: StrokeStyle(lineWidth: 3))
    #expect(thick.plainText == "┏━━┓\n┃  ┃\n┗━━┛")
  }

  @Test func horizontalAndVerticalLinesJoin() {
    let grid = Path { path in
      path.move(to: CGPoint(x: 0, y: 24))
      path.addLine(to: CGPoint(x: 40, y: 24))
      path.move(to: CGPoint(x: 20, y: 0))
      path.addLine(to: CGPoint(x: 20, y: 48))
      path.move(to: CGPoint(x: 0, y: 0))
      path.addLine(to: CGPoint(x: 0, y: 48))
    }
    #expect(Raster.stroke(grid, width: 5, height: 3).plainText == "│ │\n├─┼──\n│ │")
  }

  @Test func slantedLinesAndCurvesUseBraille() {
    let canvas = Raster.stroke(Raster.Triangle(), width: 10, height: 4)
    #expect(
      canvas.plainText == """
           ⢀⠞⠳⡀
          ⢠⠎  ⠱⡄
         ⡰⠃    ⠘⢆
        ⣴⣁⣀⣀⣀⣀⣀⣀⣈⣦
        """)
  }

  @Test func dashesLeaveGapsOfWholeCells() {
    let dashed = Raster.stroke(
      Rectangle(), width: 10, height: 3, style: StrokeStyle(lineWidth: 1, dash: [16, 8]))
    // 16 points on, 8 off: two columns drawn, one skipped; a row is 16 points, so a side's
    // rows are drawn whole or in part (`╎`), and the top-left corner joins its side.
    #expect(
      dashed.plainText == """
        ┌─ ── ── ╎
        ╎        │
        └─ ── ── ╎
        """)
    let dotted = Raster.stroke(Circle(), width: 10, height: 5, style: StrokeStyle(dash: [4, 12]))
    let solid = Raster.stroke(Circle(), width: 10, height: 5)
    func dots(_ canvas: CellCanvas) -> Int {
      canvas.cells.reduce(0) { sum, cell in
        guard let scalar = cell.grapheme.unicodeScalars.first, scalar.value >= 0x2800 else {
          return sum
        }
        return sum + (scalar.value - 0x2800).nonzeroBitCount
      }
    }
    #expect(dots(dotted) > 0 && dots(dotted) < dots(solid) / 2)
  }

  /// A dash shorter than a cell does not vanish: the cell gets a dashed glyph. 8 on, 8 off is
  /// a column drawn and a column skipped, and half of each 16-point row; 4 on, 4 off is half of
  /// every column.
  @Test func dashesShorterThanACellAreDashedGlyphs() {
    let halves = Raster.stroke(
      Rectangle(), width: 6, height: 3, style: StrokeStyle(lineWidth: 1, dash: [8, 8]))
    #expect(halves.plainText.split(separator: "\n").map { $0.first } == ["╎", "╎", "╎"])
    let fine = Raster.stroke(
      Rectangle(), width: 6, height: 3, style: StrokeStyle(lineWidth: 3, dash: [4, 4]))
    #expect(fine.plainText.split(separator: "\n").first == "┏╍╍╍╍┓")
  }

  @Test func thickStrokesFillTheirOutline() {
    // 16 points is wider than a column: the band is painted like a fill.
    let canvas = Raster.stroke(
      Rectangle().inset(by: 8), width: 6, height: 4, style: StrokeStyle(lineWidth: 16))
    #expect(Raster.picture(canvas) == "######\n##  ##\n##  ##\n######")
    #expect(canvas[x: 0, y: 0].style.background == Raster.red)
    #expect(canvas[x: 0, y: 1].style.background == Raster.red)
    #expect(canvas[x: 2, y: 1] == .blank)
  }

  @Test func trimDrawsOnlyPartOfTheOutline() {
    let half = Raster.stroke(Circle().trim(from: 0, to: 0.5), width: 20, height: 10)
    // The circle starts at its rightmost point and runs clockwise on screen: the bottom half.
    #expect((0..<4).allSatisfy { y in half.row(y).allSatisfy { $0 == .blank } })
    #expect(half.row(9).contains { $0 != .blank })
  }

  @Test func nothingIsDrawnOutsideTheClip() {
    let clip = Rect(x: 0, y: 0, width: 10, height: 10)
    let canvas = Raster.stroke(Circle(), width: 20, height: 10, clip: clip)
    #expect((0..<10).allSatisfy { y in (10..<20).allSatisfy { canvas[x: $0, y: y] == .blank } })
    #expect(canvas[x: 0, y: 4] != .blank)
    let offCanvas = Raster.stroke(
      Rectangle(), width: 3, height: 2, frame: Rect(x: -5, y: 0, width: 7, height: 2))
    #expect(offCanvas.plainText == "─┐\n─┘")
  }

  @Test func theScaleIsOneParameter() {
    // One point per cell, as terminal-native code will ask for.
    let scale = PointScale.cells
    var canvas = CellCanvas(width: 6, height: 3)
    ShapeRasterizer.stroke(
      Path(scale.pointRect(for: Size(width: 5, height: 3))),
      in: Rect(x: 0, y: 0, width: 5, height: 3),
      style: StrokeStyle(), paint: .solid(Raster.red), into: &canvas, clip: canvas.bounds,
      scale: scale)
    #expect(canvas.plainText == "┌───┐\n│   │\n└───┘")
    var filled = CellCanvas(width: 4, height: 2)
    ShapeRasterizer.fill(
      Path(CGRect(x: 1, y: 0, width: 2, height: 2)), in: filled.bounds, paint: .solid(Raster.blue),
      into: &filled, clip: filled.bounds, scale: scale)
    #expect(Raster.picture(filled) == " ##\n ##")
  }

  @Test func degenerateStrokesDrawNothingOrStayBounded() {
    #expect(
      Raster.stroke(Circle(), width: 4, height: 4, frame: Rect(x: 0, y: 0, width: 0, height: 4))
        .cells.allSatisfy { $0 == .blank })
    #expect(
      Raster.stroke(Circle(), width: 4, height: 4, style: StrokeStyle(lineWidth: -1)).cells
        .allSatisfy { $0 == .blank })
    #expect(
      Raster.stroke(Circle(), width: 4, height: 4, style: StrokeStyle(lineWidth: .nan)).cells
        .allSatisfy { $0 == .blank })
    // A huge circle's outline crossing a small canvas: a curve through the visible cells only.
    let huge = Raster.stroke(
      Circle(), width: 10, height: 3,
      frame: Rect(x: 5 - 1 << 30, y: 0, width: 1 << 31, height: 1 << 30))
    #expect(huge.row(0).allSatisfy { $0.grapheme != " " })
    #expect(huge.row(2).allSatisfy { $0 == .blank })
    // An absurdly fine dash pattern is drawn solid rather than cut into billions of pieces.
    let fine = Raster.stroke(
      Circle(), width: 10, height: 5,
      frame: Rect(x: 5 - 1 << 19, y: 0, width: 1 << 20, height: 1 << 19),
      style: StrokeStyle(dash: [0.0001]))
    #expect(fine.cells.contains { $0 != .blank })
  }
}
