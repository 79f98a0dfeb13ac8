import Decl
import DeclTesting
import Testing

@testable import DeclRender

struct TerminalModelTests {
  @Test func printsAndAutowrapsWithPendingWrap() {
    var model = TerminalModel(width: 5, height: 3)
    model.feed("abcde")
    #expect(model.cursor == Point(x: 4, y: 0))
    #expect(model.pendingWrap)
    model.feed("f")
    #expect(model.canvas().plainText == "abcde\nf\n")
    #expect(model.cursor == Point(x: 1, y: 1))
  }

  @Test func pendingWrapIsClearedByCursorMoves() {
    var model = TerminalModel(width: 5, height: 2)
    model.feed("abcde\r")
    #expect(!model.pendingWrap)
    model.feed("X")
    #expect(model.canvas().plainText == "Xbcde\n")
  }

  @Test func scrollsAtTheBottom() {
    var model = TerminalModel(width: 3, height: 2)
    model.feed("a\r\nb\r\nc")
    #expect(model.canvas().plainText == "b\nc")
  }

  @Test func cursorMovement() {
    var model = TerminalModel(width: 10, height: 5)
    model.feed("\(esc)[3;4Ha\(esc)[2Ab\(esc)[3Bc\(esc)[2Dd\(esc)[Ce\(esc)[8Gf\(esc)[2dg\u{8}h")
    #expect(model.canvas().plainText == "    b\n        h\n   a\n    dcef\n")
    #expect(model.cursor == Point(x: 9, y: 1))
    model.feed("\(esc)[99;99H")
    #expect(model.cursor == Point(x: 9, y: 4))
    model.feed("\(esc)[H\(esc)[2;2f")
    #expect(model.cursor == Point(x: 1, y: 1))
  }

  @Test func graphemeClustersAndWideCharacters() {
    var model = TerminalModel(width: 8, height: 1)
    model.feed("e\u{301}漢👨\u{200D}👩\u{200D}👧x")
    let screen = model.canvas()
    #expect(screen[x: 0, y: 0].grapheme == "e\u{301}")
    #expect(screen[x: 1, y: 0] == Cell(grapheme: "漢", width: 2))
    #expect(screen[x: 2, y: 0].width == 0)
    #expect(screen[x: 3, y: 0] == Cell(grapheme: "👨\u{200D}👩\u{200D}👧", width: 2))
    #expect(screen[x: 5, y: 0].grapheme == "x")
    // A mark arriving in a later write still joins the previous cell.
    model.feed("\u{308}")
    #expect(model.canvas()[x: 5, y: 0].grapheme == "x\u{308}")
  }

  @Test func writingIntoHalfAWideCharacterBlanksTheOtherHalf() {
    var model = TerminalModel(width: 6, height: 1)
    model.feed("漢字\(esc)[2Ga\(esc)[3Gb")
    #expect(model.canvas().plainText == " ab")
    #expect(model.canvas().cells.allSatisfy { $0.width == 1 })
  }

  @Test func selectGraphicRendition() {
    var model = TerminalModel(width: 4, height: 1)
    model.feed("\(esc)[1;2;3;4;7;9;38;2;1;2;3;48;5;17m")
    #expect(
      model.pen
        == CellStyle(
          foreground: .rgb(1, 2, 3), background: .indexed(17),
          attributes: [.bold, .dim, .italic, .underline, .inverse, .strikethrough]))
    model.feed("\(esc)[22;23;24;27;29;39;49m")
    #expect(model.pen == .plain)
    model.feed("\(esc)[31;44m\(esc)[92;103m\(esc)[38;5;9m")
    #expect(model.pen == CellStyle(foreground: .indexed(9), background: .ansi(11)))
    model.feed("\(esc)[m")
    #expect(model.pen == .plain)
    #expect(model.unknownSequences.isEmpty)
  }

  @Test func erasingUsesTheCurrentBackground() {
    var model = TerminalModel(width: 4, height: 3)
    model.feed("abcd\r\nefgh\r\nijkl\(esc)[2;2H\(esc)[41m\(esc)[K")
    let red = CellStyle(background: .ansi(1))
    #expect(model.canvas().plainText == "abcd\ne\nijkl")
    #expect(model.canvas()[x: 1, y: 1] == Cell(grapheme: " ", width: 1, style: red))
    model.feed("\(esc)[0m\(esc)[1K\(esc)[1;3H\(esc)[2X")
    #expect(model.canvas().plainText == "ab\n\nijkl")
    model.feed("\(esc)[J")
    #expect(model.canvas().plainText == "ab\n\n")
    model.feed("\(esc)[2J")
    #expect(model.canvas() == CellCanvas(width: 4, height: 3))
  }

  /// Each erase: its name, where the cursor goes first, the sequence, and cells it blanks.
  static let erases: [(String, String, String, [(Int, Int)])] = [
    ("ED 0", "\(esc)[2;2H", "\(esc)[J", [(1, 1), (3, 1), (0, 2)]),
    ("ED 1", "\(esc)[2;2H", "\(esc)[1J", [(0, 0), (1, 1)]),
    ("ED 2", "", "\(esc)[2J", [(0, 0), (3, 2)]),
    ("EL 0", "\(esc)[2;2H", "\(esc)[K", [(1, 1), (3, 1)]),
    ("EL 1", "\(esc)[2;2H", "\(esc)[1K", [(0, 1), (1, 1)]),
    ("EL 2", "\(esc)[2;2H", "\(esc)[2K", [(0, 1), (3, 1)]),
    ("ECH", "\(esc)[2;2H", "\(esc)[2X", [(1, 1), (2, 1)]),
    ("IL", "\(esc)[2;2H", "\(esc)[L", [(0, 1), (3, 1)]),
    ("DL", "\(esc)[2;2H", "\(esc)[M", [(0, 2), (3, 2)]),
    ("SU", "", "\(esc)[S", [(0, 2), (3, 2)]),
    ("SD", "", "\(esc)[T", [(0, 0), (3, 0)]),
    ("LF", "\(esc)[3;1H", "\n", [(0, 2), (3, 2)]),
    ("RI", "\(esc)[1;1H", "\(esc)M", [(0, 0), (3, 0)]),
  ]

  /// xterm's background colour erase: every operation that blanks cells (ED, EL, ECH, IL,
  /// DL, SU, SD, and a line feed or reverse index that scrolls) fills them with the pen's
  /// background, and with nothing else of the pen (no foreground, bold, underline or inverse).
  @Test(arguments: erases)
  func everyEraseFillsWithThePensBackgroundOnly(
    name: String, move: String, erase: String, blanked: [(Int, Int)]
  ) {
    var model = TerminalModel(width: 4, height: 3)
    model.feed("abcd\r\nefgh\r\nijkl" + move)
    model.feed("\(esc)[1;4;7;38;2;1;2;3;48;2;255;214;10m" + erase)
    let yellow = CellStyle(background: .rgb(255, 214, 10))
    for (x, y) in blanked {
      #expect(model.canvas()[x: x, y: y] == Cell(grapheme: " ", width: 1, style: yellow), "\(name)")
    }
    #expect(model.unknownSequences.isEmpty)
  }

  @Test func privateModesAreRecorded() {
    var model = TerminalModel(width: 4, height: 1)
    model.feed("\(esc)[?25l\(esc)[?1049h\(esc)[?2026h\(esc)[?2004h\(esc)[?1000;1006h")
    #expect(!model.cursorVisible)
    #expect(
      model.privateModes == [25: false, 1049: true, 2026: true, 2004: true, 1000: true, 1006: true])
    #expect(model.unknownSequences.isEmpty)
  }

  @Test func unknownSequencesAreReported() {
    var model = TerminalModel(width: 4, height: 1)
    model.feed("\(esc)[5n\(esc)]0;title\u{7}\(esc)[5m\u{1}\(esc)(B\(esc)[1:2m")
    #expect(
      model.unknownSequences
        == ["CSI 5n", "string ESC ]", "CSI 5m", "C0 0x1", "ESC (B", "CSI 1:2m"])
  }

  @Test func invalidUTF8BecomesReplacement() {
    var model = TerminalModel(width: 4, height: 1)
    model.feed([0x61, 0xFF, 0xE6, 0x62])
    #expect(model.canvas().plainText == "a\u{FFFD}\u{FFFD}b")
  }
}
