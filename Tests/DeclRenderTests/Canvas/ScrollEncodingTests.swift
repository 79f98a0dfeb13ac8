import Decl
import DeclTesting
import Testing

@testable import DeclRender

/// The encoder scrolls a region of the terminal when rows moved, instead of rewriting them.
@MainActor
struct ScrollEncodingTests {
  /// `count` distinct rows of text on a canvas `width` wide, starting at `first`.
  private func rows(_ first: Int, count: Int, width: Int = 40, height: Int) -> CellCanvas {
    var canvas = CellCanvas(width: width, height: height)
    canvas.draw("Header", x: 0, y: 0, style: CellStyle(attributes: [.bold]))
    for y in 1..<(height - 1) where first + y - 1 < first + count {
      canvas.draw(
        "Row \(first + y - 1) with some text", x: 1, y: y,
        style: CellStyle(background: .ansi(4)))
    }
    canvas.draw("Footer", x: 0, y: height - 1)
    return canvas
  }

  private func replay(_ frames: [CellCanvas], _ encoder: FrameEncoder) -> [[UInt8]] {
    var model = TerminalModel(width: frames[0].width, height: frames[0].height)
    var outputs: [[UInt8]] = []
    for frame in frames {
      let bytes = encoder.encode(frame)
      outputs.append(bytes)
      model.feed(bytes)
      #expect(model.canvas().firstDifference(from: frame) == nil)
    }
    #expect(model.unknownSequences.isEmpty)
    #expect(model.scrollRegion == 0...(frames[0].height - 1))
    return outputs
  }

  @Test func scrollingDownOneRowScrollsTheRegionAndWritesTheNewRow() {
    let encoder = FrameEncoder()
    let bytes = replay([rows(0, count: 100, height: 10), rows(1, count: 100, height: 10)], encoder)
    // Scroll rows 2…9 (1-based) up by one, then draw the new row 9.
    #expect(bytes[1].text.hasPrefix("\(esc)[2;9r\(esc)[S\(esc)[r"))
    #expect(bytes[1].text.contains("Row 8 with some text"))
    #expect(!bytes[1].text.contains("Row 7"))
    #expect(encoder.stats.rowsScrolled == 7)
  }

  @Test func scrollingUpScrollsDown() {
    let encoder = FrameEncoder()
    let bytes = replay([rows(5, count: 100, height: 10), rows(3, count: 100, height: 10)], encoder)
    #expect(bytes[1].text.contains("\(esc)[2;9r\(esc)[2T\(esc)[r"))
    #expect(encoder.stats.rowsScrolled == 6)
  }

  @Test func aRepaintIsKeptWhenItIsCheaper() {
    // Two short rows swap places: rewriting them costs less than a scroll.
    var first = CellCanvas(width: 10, height: 4)
    first.draw("a", x: 0, y: 1)
    first.draw("b", x: 0, y: 2)
    first.draw("c", x: 0, y: 3)
    var second = CellCanvas(width: 10, height: 4)
    second.draw("b", x: 0, y: 1)
    second.draw("c", x: 0, y: 2)
    second.draw("a", x: 0, y: 3)
    let encoder = FrameEncoder()
    let bytes = replay([first, second], encoder)
    #expect(!bytes[1].text.contains("r\(esc)["))
    #expect(encoder.stats.rowsScrolled == 0)
  }

  @Test func wideCharactersAndStylesSurviveAScroll() {
    func frame(_ first: Int) -> CellCanvas {
      var canvas = CellCanvas(width: 12, height: 8)
      for y in 0..<8 {
        let line = first + y
        canvas.draw(
          "漢\(line)字😀", x: line % 3, y: y,
          style: CellStyle(
            foreground: .ansi(UInt8(line % 7)), background: line % 2 == 0 ? .ansi(2) : .default,
            attributes: line % 2 == 0 ? [.bold] : []))
      }
      return canvas
    }
    var scrolled = 0
    for frames in [[frame(0), frame(2)], [frame(2), frame(1)], [frame(1), frame(4)]] {
      let encoder = FrameEncoder()
      _ = replay(frames, encoder)
      scrolled += encoder.stats.rowsScrolled
    }
    #expect(scrolled > 0)
  }

  /// The figure: a one-row wheel scroll of a 200×60 list costs a scroll and one row,
  /// not a repaint of the shifted rows (it cost 2,521 bytes before).
  @Test func oneRowScrollOfA200By60ListIsAFewBytes() {
    struct LongList: View {
      var body: some View {
        List {
          ForEach(0..<100_000, id: \.self) { index in
            HStack {
              Text("Row \(index)").bold()
              Spacer()
              Text("detail \(index * 3)").foregroundColor(.secondary)
            }
          }
        }
      }
    }
    let host = TestHost(width: 200, height: 60) { LongList() }
    // The rows that scroll in are all that is written: a row and at most a separator, 198 `─`
    // of three bytes each, where repainting the screen would write tens of kilobytes.
    host.scroll(x: 10, y: 10, rows: 1)
    #expect(host.stats.lastFrameBytes < 1_000, "\(host.stats.lastFrameBytes) bytes")
    #expect(host.stats.lastFrame.encoder.rowsScrolled > 50)
    host.scroll(x: 10, y: 10, rows: -1)
    #expect(host.stats.lastFrameBytes < 1_000, "\(host.stats.lastFrameBytes) bytes")
  }
}
