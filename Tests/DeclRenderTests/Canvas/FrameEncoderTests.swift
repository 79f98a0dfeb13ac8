import Decl
import DeclTesting
import Testing

@testable import DeclRender

struct FrameEncoderTests {
  /// A 200×60 screen with a little text; after its full frame the cursor sits at (5, 59).
  private func screen() -> CellCanvas {
    var canvas = CellCanvas(width: 200, height: 60)
    canvas.draw("Hello, world", x: 0, y: 0)
    canvas.draw("Ready", x: 0, y: 59)
    return canvas
  }

  /// Replays `frames` on a model and checks it shows the last one.
  private func expectReplay(_ frames: [CellCanvas], encoder: FrameEncoder = FrameEncoder()) {
    var model = TerminalModel(width: frames[0].width, height: frames[0].height)
    for frame in frames {
      model.feed(encoder.encode(frame))
      #expect(model.canvas().firstDifference(from: frame) == nil)
    }
    #expect(model.unknownSequences.isEmpty)
  }

  @Test func unchangedCanvasEmitsNothing() {
    let encoder = FrameEncoder()
    let canvas = screen()
    #expect(!encoder.encode(canvas).isEmpty)
    #expect(encoder.encode(canvas) == [])
    #expect(encoder.encode(screen()) == [])  // equal content, separate storage
    #expect(encoder.stats == EncoderStats(cellsCompared: 12_000))
  }

  @Test func oneCharacterChange() {
    let encoder = FrameEncoder()
    var canvas = screen()
    _ = encoder.encode(canvas)
    canvas.draw("X", x: 100, y: 30)
    let bytes = encoder.encode(canvas)
    #expect(bytes.text == "\(esc)[31;101HX")
    #expect(bytes.count == 10)
    #expect(encoder.stats.cellsEmitted == 1)
    #expect(encoder.stats.sgrEmitted == 0)
  }

  @Test func oneStyleChange() {
    let encoder = FrameEncoder()
    var canvas = screen()
    _ = encoder.encode(canvas)
    canvas.draw("X", x: 100, y: 30)
    _ = encoder.encode(canvas)
    canvas.modifyStyle(in: Rect(x: 7, y: 0, width: 1, height: 1)) { $0.foreground = .ansi(1) }
    let bytes = encoder.encode(canvas)
    #expect(bytes.text == "\(esc)[1;8H\(esc)[31mw")
    #expect(bytes.count == 12)
    #expect(encoder.stats.sgrEmitted == 1)
  }

  @Test func firstFrameClearsResetsAndHidesTheCursor() {
    let bytes = FrameEncoder().encode(CellCanvas(width: 10, height: 2)).text
    #expect(bytes == "\(esc)[0m\(esc)[H\(esc)[2J\(esc)[?25l")
  }

  @Test func lastColumnForcesAbsolutePositioning() {
    let encoder = FrameEncoder()
    var canvas = CellCanvas(width: 200, height: 60)
    _ = encoder.encode(canvas)
    canvas.draw("A", x: 199, y: 10)
    canvas.draw("B", x: 0, y: 11)
    #expect(encoder.encode(canvas).text == "\(esc)[11;200HA\(esc)[12HB")
  }

  @Test func shortGapsAreReprinted() {
    let encoder = FrameEncoder()
    var canvas = CellCanvas(width: 20, height: 8)
    canvas.draw("abcdef", x: 0, y: 5)
    _ = encoder.encode(canvas)
    canvas.draw("C", x: 2, y: 5)
    canvas.draw("E", x: 4, y: 5)
    #expect(encoder.encode(canvas).text == "\rabCdE")
  }

  @Test func relativeMovesAndLineFeeds() {
    let encoder = FrameEncoder()
    var canvas = CellCanvas(width: 20, height: 8)
    canvas.draw("abc", x: 0, y: 5)
    _ = encoder.encode(canvas)
    canvas.draw("X", x: 10, y: 5)
    canvas.draw("Y", x: 0, y: 6)
    #expect(encoder.encode(canvas).text == "\(esc)[7CX\r\nY")
    canvas.draw("Z", x: 0, y: 2)
    #expect(encoder.encode(canvas).text == "\(esc)[3HZ")
  }

  @Test func clearedLineUsesEraseLine() {
    let encoder = FrameEncoder()
    var canvas = CellCanvas(width: 20, height: 8)
    canvas.draw("hello world", x: 0, y: 3, style: CellStyle(background: .ansi(4)))
    _ = encoder.encode(canvas)
    #expect(encoder.encode(CellCanvas(width: 20, height: 8)).text == "\r\(esc)[0m\(esc)[K")
  }

  @Test func wideCharacters() {
    let encoder = FrameEncoder()
    var canvas = CellCanvas(width: 10, height: 2)
    canvas.draw("漢字", x: 0, y: 0)
    _ = encoder.encode(canvas)
    var next = canvas
    next.draw("ab", x: 0, y: 0)
    #expect(encoder.encode(next).text == "\rab")
    var wide = next
    wide.draw("😀", x: 1, y: 0)
    #expect(encoder.encode(wide).text == "\u{8}😀 ")
    expectReplay([canvas, next, wide, canvas])
  }

  @Test func changedContinuationRepaintsTheLead() {
    let encoder = FrameEncoder()
    var canvas = CellCanvas(width: 10, height: 1)
    canvas.draw("漢", x: 4, y: 0, style: CellStyle(foreground: .ansi(1)))
    _ = encoder.encode(canvas)
    var next = canvas
    next.cells[5].style = CellStyle(foreground: .ansi(2))
    #expect(encoder.encode(next).text == "\u{8}\u{8}漢")
  }

  @Test func cursorPlacementAndVisibility() {
    let encoder = FrameEncoder()
    var canvas = CellCanvas(width: 10, height: 4)
    canvas.draw("hi", x: 0, y: 0)
    let first = encoder.encode(canvas, cursor: Point(x: 3, y: 2)).text
    #expect(first == "\(esc)[0m\(esc)[H\(esc)[2Jhi\(esc)[2B \(esc)[?25h")
    #expect(encoder.encode(canvas, cursor: Point(x: 3, y: 2)) == [])
    #expect(encoder.encode(canvas, cursor: Point(x: 4, y: 2)).text == " ")  // re-print a blank
    #expect(encoder.encode(canvas).text == "\(esc)[?25l")
    #expect(encoder.encode(canvas) == [])
    #expect(encoder.encode(canvas, cursor: Point(x: 4, y: 2)).text == "\(esc)[?25h")
    canvas.draw("!", x: 2, y: 0)
    #expect(encoder.encode(canvas, cursor: Point(x: 4, y: 2)).text == "\(esc)[1;3H!\(esc)[2B ")
  }

  @Test func synchronizedOutputAboveThreshold() {
    let encoder = FrameEncoder()
    var canvas = CellCanvas(width: 100, height: 10)
    for y in 0..<10 { canvas.draw(String(repeating: "x", count: 100), x: 0, y: y) }
    let big = encoder.encode(canvas).text
    #expect(big.hasPrefix("\(esc)[?2026h\(esc)[0m\(esc)[H\(esc)[2J"))
    #expect(big.hasSuffix("\(esc)[?2026l"))
    canvas.draw("y", x: 0, y: 0)
    #expect(!encoder.encode(canvas).text.contains("2026"))
    encoder.synchronizedOutputThreshold = 0
    canvas.draw("z", x: 0, y: 0)
    #expect(encoder.encode(canvas).text == "\(esc)[?2026h\u{8}z\(esc)[?2026l")
  }

  @Test func invalidateAndResizeRepaintFully() {
    let encoder = FrameEncoder()
    var canvas = CellCanvas(width: 10, height: 3)
    canvas.draw("abc", x: 0, y: 1)
    _ = encoder.encode(canvas)
    encoder.invalidate()
    #expect(encoder.encode(canvas).text == "\(esc)[0m\(esc)[H\(esc)[2J\(esc)[?25l\nabc")
    var wider = CellCanvas(width: 12, height: 3)
    wider.draw("abc", x: 0, y: 1)
    #expect(encoder.encode(wider).text == "\(esc)[0m\(esc)[H\(esc)[2J\nabc")
  }

  @Test func styledFramesReplay() {
    var a = screen()
    a.fill(Rect(x: 10, y: 10, width: 30, height: 5), style: CellStyle(background: .rgb(30, 30, 60)))
    a.draw("Title 漢字 😀", x: 12, y: 11, style: CellStyle(foreground: .ansi(11), attributes: .bold))
    var b = a
    b.setBackground(.indexed(22), in: Rect(x: 15, y: 11, width: 4, height: 2))
    b.modifyStyle(in: Rect(x: 0, y: 0, width: 5, height: 1)) { $0.attributes.insert(.underline) }
    for depth in [ColorDepth.trueColor, .ansi256, .ansi16, .none] {
      let encoder = FrameEncoder(depth: depth)
      var model = TerminalModel(width: 200, height: 60)
      for frame in [a, b, a] {
        model.feed(encoder.encode(frame))
        #expect(model.canvas().firstDifference(from: frame.converted(to: depth)) == nil)
      }
      #expect(model.unknownSequences.isEmpty)
    }
  }

  @Test func plainOutputHasNoSGR() {
    let encoder = FrameEncoder(plain: true)
    var canvas = CellCanvas(width: 20, height: 3)
    canvas.draw("bold", x: 0, y: 0, style: CellStyle(foreground: .ansi(1), attributes: .bold))
    let bytes = encoder.encode(canvas).text
    #expect(!bytes.contains("m"))
    var model = TerminalModel(width: 20, height: 3)
    model.feed(bytes)
    #expect(model.canvas() == canvas.converted(to: .trueColor, plain: true))
  }
}

extension EncoderStats {
  init(cellsCompared: Int, cellsEmitted: Int = 0, sgrEmitted: Int = 0, bytes: Int = 0) {
    self.init()
    self.cellsCompared = cellsCompared
    self.cellsEmitted = cellsEmitted
    self.sgrEmitted = sgrEmitted
    self.bytes = bytes
  }
}
