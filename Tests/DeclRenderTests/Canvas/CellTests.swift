import Testing

@testable import DeclRender

struct CellTests {
  @Test func cellIsTwoWords() {
    #expect(MemoryLayout<Cell>.size == 16)
    #expect(_isPOD(Cell.self))
  }

  @Test func roundTripsGraphemeWidthAndStyle() {
    let style = CellStyle(
      foreground: .rgb(1, 2, 3), background: .indexed(200), attributes: [.bold, .inverse])
    for grapheme: Character in ["a", "漢", "😀", "e\u{301}", "🇯🇵", "👨\u{200D}👩\u{200D}👧"] {
      let cell = Cell(grapheme: grapheme, width: 2, style: style)
      #expect(cell.grapheme == grapheme)
      #expect(cell.width == 2)
      #expect(cell.style == style)
    }
  }

  @Test func longGraphemesInternToEqualCells() {
    let family: Character = "👨\u{200D}👩\u{200D}👧"
    let a = Cell(grapheme: family, width: 2, style: .plain)
    let b = Cell(grapheme: family, width: 2, style: .plain)
    #expect(a == b)
    #expect(a != Cell(grapheme: "👨\u{200D}👩", width: 2, style: .plain))
  }

  @Test func colorsRoundTripThroughPacking() {
    let colors: [CellColor] = [
      .default, .ansi(0), .ansi(15), .indexed(0), .indexed(255),
      .rgb(0, 0, 0), .rgb(255, 128, 1),
    ]
    for color in colors {
      #expect(CellColor(packed: color.packed) == color)
    }
    #expect(CellStyle.plain.packed == 0)
  }

  @Test func controlGraphemesBecomeReplacement() {
    #expect(Cell(grapheme: "\u{1B}", width: 1).grapheme == "\u{FFFD}")
    #expect(Cell(grapheme: "\r\n", width: 1).grapheme == "\u{FFFD}")
  }

  @Test func blankIsAPlainSpace() {
    #expect(Cell.blank.grapheme == " ")
    #expect(Cell.blank.width == 1)
    #expect(Cell.blank.style == .plain)
  }
}
