import Decl
import Testing

@testable import DeclRender
@testable import DeclTerminal
@testable import DeclTesting

/// The pieces of an inline run checked without a terminal: the region's arithmetic, the cursor
/// report, the modes, and an encoder drawing from a row other than the top.
struct InlineRegionTests {
  private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  @Test func growingPastTheBottomScrollsByTheMissingRows() {
    var region = InlineRegion(origin: 20, terminalHeight: 24)
    #expect(region.resize(to: 3).isEmpty)
    #expect(region.origin == 20)
    // Six rows from row 20 need two more than the screen has: two newlines on the bottom row.
    #expect(text(region.resize(to: 6)) == "\u{1B}[0m\u{1B}[24H\n\n")
    #expect(region.origin == 18)
    #expect(region.height == 6)
    // Taller than the terminal: capped, and the region starts on the top row.
    _ = region.resize(to: 100)
    #expect(region.height == 24)
    #expect(region.origin == 0)
    // Shrinking moves nothing.
    #expect(region.resize(to: 2).isEmpty)
    #expect(region.origin == 0)
  }

  @Test func exitPlacementKeepsOrClearsTheRegion() {
    var region = InlineRegion(origin: 4, terminalHeight: 24)
    _ = region.resize(to: 3)
    #expect(text(region.exitPlacement(.keep)) == "\u{1B}[7H\r\n")
    #expect(text(region.exitPlacement(.clear)) == "\u{1B}[5H\u{1B}[J")
    _ = region.resize(to: 0)
    #expect(text(region.exitPlacement(.keep)) == "\u{1B}[5H")
    region.terminalResized(height: 3)
    #expect(region.origin == 2)
    #expect(InlineRegion(origin: -5, terminalHeight: 0).origin == 0)
  }

  @Test func cursorReportsAreFoundAmongOtherInput() {
    #expect(CursorPositionReport.parse(Array("\u{1B}[12;40R".utf8)) == .init(row: 11, column: 39))
    #expect(
      CursorPositionReport.parse(Array("ab\u{1B}[A\u{1B}[3;1R".utf8)) == .init(row: 2, column: 0))
    #expect(CursorPositionReport.parse(Array("\u{1B}[12;40".utf8)) == nil)
    #expect(CursorPositionReport.parse(Array("\u{1B}[0;0R\u{1B}[".utf8)) == nil)
    #expect(CursorPositionReport.parse([]) == nil)
  }

  @Test func inlineModesLeaveTheMainScreenAlone() {
    let enter = TerminalModes.enter(barCursor: false, alternateScreen: false)
    #expect(!text(enter).contains("1049"))
    #expect(text(enter).contains("\u{1B}[?2004h"))
    let placement = Array("\u{1B}[7H\r\n".utf8)
    let restore = TerminalModes.restore(
      resetCursorShape: true, alternateScreen: false, placeCursor: placement)
    #expect(!text(restore).contains("1049"))
    #expect(text(restore).contains("\u{1B}[0m\u{1B}[7H\r\n\u{1B}[0 q\u{1B}[?25h"))
    #expect(restore.count <= SignalStorage.byteCapacity)
    var model = TerminalModel(width: 10, height: 10)
    model.feed(enter + restore)
    let modes = model.privateModes
    for mode in [2004, 1000, 1002, 1006] { #expect(modes[mode] == false, "mode \(mode)") }
    #expect(modes[1049] == nil)
    #expect(model.cursor == Point(x: 0, y: 7))
  }

  @Test func anInlineEncoderDrawsFromItsOriginAndErasesOnlyBelowIt() {
    var model = TerminalModel(width: 10, height: 6)
    model.feed(Array("prompt\r\n".utf8))
    let encoder = FrameEncoder()
    encoder.inlineOrigin = 1
    var canvas = CellCanvas(width: 10, height: 2)
    canvas.draw("one", x: 0, y: 0)
    canvas.draw("two", x: 2, y: 1)
    let first = encoder.encode(canvas)
    #expect(!text(first).contains("\u{1B}[2J"))
    model.feed(first)
    var screen = model.canvas().plainText.components(separatedBy: "\n")
    #expect(Array(screen[0...2]) == ["prompt", "one", "  two"])
    // A change in the region's second row is addressed on the screen's third.
    canvas.draw("TWO", x: 2, y: 1)
    let second = encoder.encode(canvas)
    model.feed(second)
    screen = model.canvas().plainText.components(separatedBy: "\n")
    #expect(Array(screen[0...2]) == ["prompt", "one", "  TWO"])
    #expect(encoder.encode(canvas).isEmpty)
    // After the cursor is forgotten, the move is absolute and lands on the screen's row 3;
    // then the hidden cursor is parked on the region's top row (row 2).
    encoder.inlineOrigin = 1
    canvas.draw("2", x: 3, y: 1)
    #expect(text(encoder.encode(canvas)) == "\u{1B}[3;4H2\u{1B}[2H")
    #expect(model.unknownSequences.isEmpty)
  }
}

/// An inline renderer follows its view's height: it scrolls the screen to grow past the
/// bottom, erases what it no longer covers, and writes nothing when nothing changed.
@MainActor struct InlineRendererTests {
  final class Rows: ObservableObject {
    @Published var count = 2
  }

  struct RowsView: View {
    @ObservedObject var rows: Rows
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        ForEach(0..<rows.count, id: \.self) { Text("row \($0)") }
      }
    }
  }

  @Test func theRegionGrowsAndShrinksWithTheView() {
    let rows = Rows()
    let renderer = FrameRenderer(root: RowsView(rows: rows), size: Size(width: 20, height: 6))
    renderer.drawInline(from: 3)
    var model = TerminalModel(width: 20, height: 6)
    model.feed(Array("p0\r\np1\r\np2\r\n".utf8))
    func screen() -> [String] { model.canvas().plainText.components(separatedBy: "\n") }
    model.feed(renderer.renderFrame())
    #expect(screen() == ["p0", "p1", "p2", "row 0", "row 1", ""])
    #expect(renderer.renderFrame().isEmpty)
    rows.count = 5
    model.feed(renderer.renderFrame())
    #expect(screen() == ["p2", "row 0", "row 1", "row 2", "row 3", "row 4"])
    #expect(renderer.inlineRegion?.origin == 1)
    rows.count = 1
    model.feed(renderer.renderFrame())
    #expect(screen() == ["p2", "row 0", "", "", "", ""])
    // Taller than the terminal: six rows at most, from the top.
    rows.count = 9
    model.feed(renderer.renderFrame())
    #expect(screen() == (0..<6).map { "row \($0)" })
    #expect(model.unknownSequences.isEmpty)
  }
}
