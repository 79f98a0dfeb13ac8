import Decl
import Testing

@testable import DeclRender

struct CanvasTests {
  let red = CellStyle(foreground: .ansi(1))

  @Test func startsBlankAndOutOfBoundsReadsBlank() {
    let canvas = CellCanvas(width: 3, height: 2)
    #expect(canvas.cells.count == 6)
    #expect(canvas.cells.allSatisfy { $0 == .blank })
    #expect(canvas[x: -1, y: 0] == .blank)
    #expect(canvas[x: 3, y: 0] == .blank)
    #expect(canvas.row(5).isEmpty)
    #expect(CellCanvas(width: -4, height: 2).cells.isEmpty)
  }

  @Test func wideCharacterOwnsItsContinuation() {
    var canvas = CellCanvas(width: 6, height: 1)
    canvas.put("漢", width: 2, x: 1, y: 0, style: red, clip: canvas.bounds)
    #expect(canvas[x: 1, y: 0] == Cell(grapheme: "漢", width: 2, style: red))
    #expect(canvas[x: 2, y: 0].width == 0)
    #expect(canvas[x: 2, y: 0].style == red)
  }

  @Test func wideCharacterAtClipRightEdgeBecomesBlank() {
    var canvas = CellCanvas(width: 6, height: 1)
    canvas.put("漢", width: 2, x: 4, y: 0, style: red, clip: Rect(x: 0, y: 0, width: 5, height: 1))
    #expect(canvas[x: 4, y: 0] == Cell(grapheme: " ", width: 1, style: red))
    #expect(canvas[x: 5, y: 0] == .blank)
  }

  @Test func wideCharacterAtCanvasRightEdgeBecomesBlank() {
    var canvas = CellCanvas(width: 6, height: 1)
    canvas.put("漢", width: 2, x: 5, y: 0, style: red, clip: Rect(x: 0, y: 0, width: 99, height: 9))
    #expect(canvas[x: 5, y: 0] == Cell(grapheme: " ", width: 1, style: red))
  }

  @Test func wideCharacterAtClipLeftEdgeBlanksTheInsideHalf() {
    var canvas = CellCanvas(width: 6, height: 1)
    canvas.put("漢", width: 2, x: 2, y: 0, style: red, clip: Rect(x: 3, y: 0, width: 3, height: 1))
    #expect(canvas[x: 2, y: 0] == .blank)
    #expect(canvas[x: 3, y: 0] == Cell(grapheme: " ", width: 1, style: red))
  }

  @Test func overwritingTheLeadBlanksTheContinuation() {
    var canvas = CellCanvas(width: 6, height: 1)
    canvas.put("漢", width: 2, x: 1, y: 0, style: red, clip: canvas.bounds)
    canvas.put("a", width: 1, x: 1, y: 0, style: .plain, clip: canvas.bounds)
    #expect(canvas[x: 1, y: 0] == Cell(grapheme: "a", width: 1, style: .plain))
    #expect(canvas[x: 2, y: 0] == Cell(grapheme: " ", width: 1, style: red))
  }

  @Test func overwritingTheContinuationBlanksTheLead() {
    var canvas = CellCanvas(width: 6, height: 1)
    canvas.put("漢", width: 2, x: 1, y: 0, style: red, clip: canvas.bounds)
    canvas.put("b", width: 1, x: 2, y: 0, style: .plain, clip: canvas.bounds)
    #expect(canvas[x: 1, y: 0] == Cell(grapheme: " ", width: 1, style: red))
    #expect(canvas[x: 2, y: 0] == Cell(grapheme: "b", width: 1, style: .plain))
  }

  @Test func overlappingWideCharactersNeverSplit() {
    var canvas = CellCanvas(width: 6, height: 1)
    canvas.draw("漢字", x: 0, y: 0)
    canvas.put("😀", width: 2, x: 1, y: 0, style: red, clip: canvas.bounds)
    #expect(canvas.plainText == " 😀")
    #expect(canvas[x: 0, y: 0] == .blank)
    #expect(canvas[x: 3, y: 0] == .blank)
  }

  @Test func orphanOutsideClipIsStillBlanked() {
    var canvas = CellCanvas(width: 6, height: 1)
    canvas.draw("漢", x: 2, y: 0, style: red)
    canvas.put(
      "x", width: 1, x: 3, y: 0, style: .plain, clip: Rect(x: 3, y: 0, width: 3, height: 1))
    #expect(canvas[x: 2, y: 0] == Cell(grapheme: " ", width: 1, style: red))
  }

  @Test func controlCharactersAreReplaced() {
    var canvas = CellCanvas(width: 6, height: 1)
    for (x, control) in ["\u{1B}", "\u{7}", "\u{7F}", "\u{85}", "\r\n", "\t"].enumerated() {
      canvas.put(Character(control), width: 0, x: x, y: 0, style: .plain, clip: canvas.bounds)
    }
    #expect(canvas.plainText == String(repeating: "\u{FFFD}", count: 6))
    #expect(canvas.cells.allSatisfy { $0.width == 1 })
  }

  @Test func zeroWidthGraphemesAreIgnored() {
    var canvas = CellCanvas(width: 2, height: 1)
    canvas.put("\u{301}", width: 0, x: 0, y: 0, style: red, clip: canvas.bounds)
    #expect(canvas[x: 0, y: 0] == .blank)
  }

  @Test func putOutsideClipRowsIsIgnored() {
    var canvas = CellCanvas(width: 4, height: 2)
    canvas.put(
      "a", width: 1, x: 0, y: 1, style: .plain, clip: Rect(x: 0, y: 0, width: 4, height: 1))
    canvas.put("b", width: 1, x: 9, y: 0, style: .plain, clip: canvas.bounds)
    #expect(canvas == CellCanvas(width: 4, height: 2))
  }

  @Test func plainTextTrimsAndKeepsEveryRow() {
    var canvas = CellCanvas(width: 8, height: 3)
    canvas.draw("ab  c", x: 0, y: 0)
    canvas.draw("漢字", x: 1, y: 1)
    #expect(canvas.plainText == "ab  c\n 漢字\n")
    #expect(CellCanvas(width: 3, height: 0).plainText == "")
    #expect(CellCanvas(width: 0, height: 2).plainText == "\n")
  }

  @Test func fillBlanksTheOrphanOutsideTheRect() {
    var canvas = CellCanvas(width: 6, height: 2)
    canvas.draw("漢", x: 2, y: 0, style: red)
    canvas.draw("字", x: 4, y: 1, style: red)
    let blue = CellStyle(background: .ansi(4))
    canvas.fill(Rect(x: 3, y: 0, width: 2, height: 2), style: blue)
    #expect(canvas[x: 2, y: 0] == Cell(grapheme: " ", width: 1, style: red))
    #expect(canvas[x: 3, y: 0] == Cell(grapheme: " ", width: 1, style: blue))
    #expect(canvas[x: 4, y: 1] == Cell(grapheme: " ", width: 1, style: blue))
    #expect(canvas[x: 5, y: 1] == Cell(grapheme: " ", width: 1, style: red))
  }

  @Test func setBackgroundWidensOverCutWideCharacters() {
    var canvas = CellCanvas(width: 6, height: 1)
    canvas.draw("漢", x: 0, y: 0, style: red)
    canvas.draw("字", x: 3, y: 0, style: red)
    canvas.setBackground(.rgb(9, 9, 9), in: Rect(x: 1, y: 0, width: 3, height: 1))
    let expected = CellStyle(foreground: .ansi(1), background: .rgb(9, 9, 9))
    for x in 0..<5 {
      #expect(canvas[x: x, y: 0].style.background == .rgb(9, 9, 9), "x = \(x)")
    }
    #expect(canvas[x: 0, y: 0] == Cell(grapheme: "漢", width: 2, style: expected))
    #expect(canvas[x: 2, y: 0].style == .plain.with(background: .rgb(9, 9, 9)))
    #expect(canvas[x: 5, y: 0] == .blank)
  }

  @Test func modifyStyleKeepsWideHalvesTogether() {
    var canvas = CellCanvas(width: 4, height: 1)
    canvas.draw("漢", x: 1, y: 0)
    canvas.modifyStyle(in: Rect(x: 2, y: 0, width: 1, height: 1)) { $0.attributes.insert(.bold) }
    #expect(canvas[x: 1, y: 0].style.attributes == .bold)
    #expect(canvas[x: 2, y: 0].style.attributes == .bold)
    #expect(canvas[x: 0, y: 0] == .blank)
    #expect(canvas[x: 3, y: 0] == .blank)
  }
}

extension CellStyle {
  func with(background: CellColor) -> CellStyle {
    var copy = self
    copy.background = background
    return copy
  }
}
