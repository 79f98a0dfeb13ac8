import Decl
import DeclTesting
import Testing

@testable import DeclRender

struct FrameSerializerTests {
  private func sample() -> CellCanvas {
    var canvas = CellCanvas(width: 6, height: 3)
    canvas.draw("ab", x: 0, y: 0, style: CellStyle(foreground: .ansi(1), attributes: .bold))
    canvas.draw("漢", x: 2, y: 0)
    canvas.draw("x", x: 5, y: 2, style: CellStyle(background: .rgb(0, 0, 255)))
    return canvas
  }

  @Test func styledFullFrame() {
    let expected =
      "\(esc)[1;1H\(esc)[1;31mab\(esc)[0m漢  "
      + "\(esc)[2;1H\(esc)[K"
      + "\(esc)[3;1H     \(esc)[48;2;0;0;255mx\(esc)[0m"
    #expect(FrameSerializer.fullFrame(sample(), depth: .trueColor) == expected)
  }

  @Test func degradedAndPlainFrames() {
    #expect(
      FrameSerializer.fullFrame(sample(), depth: .ansi16)
        == "\(esc)[1;1H\(esc)[1;31mab\(esc)[0m漢  \(esc)[2;1H\(esc)[K"
        + "\(esc)[3;1H     \(esc)[44mx\(esc)[0m")
    #expect(
      FrameSerializer.fullFrame(sample(), depth: .none)
        == "\(esc)[1;1H\(esc)[1mab\(esc)[0m漢  \(esc)[2;1H\(esc)[K\(esc)[3;1H     x")
    #expect(
      FrameSerializer.fullFrame(sample(), depth: .trueColor, plain: true)
        == "\(esc)[1;1Hab漢  \(esc)[2;1H\(esc)[K\(esc)[3;1H     x")
  }

  @Test func eraseLineResetsBackgroundFirst() {
    var canvas = CellCanvas(width: 8, height: 1)
    canvas.draw("a", x: 0, y: 0, style: CellStyle(foreground: .ansi(2), background: .ansi(4)))
    #expect(
      FrameSerializer.fullFrame(canvas, depth: .trueColor)
        == "\(esc)[1;1H\(esc)[32;44ma\(esc)[49m\(esc)[K\(esc)[0m")
  }

  @Test func replaysToTheSameCanvas() {
    let canvas = sample()
    var model = TerminalModel(width: 6, height: 3)
    model.feed(FrameSerializer.fullFrameBytes(canvas, depth: .trueColor))
    #expect(model.canvas() == canvas)
    #expect(model.unknownSequences.isEmpty)
  }

  @Test func emptyCanvases() {
    #expect(FrameSerializer.fullFrame(CellCanvas(width: 0, height: 3), depth: .trueColor) == "")
    #expect(FrameSerializer.fullFrame(CellCanvas(width: 3, height: 0), depth: .trueColor) == "")
  }
}

/// The benchmark's reference encoders must draw the frames they are given.
struct ReferenceEncoderTests {
  private func frames() -> [CellCanvas] {
    var first = CellCanvas(width: 20, height: 4)
    first.draw("Hello", x: 0, y: 0, style: CellStyle(foreground: .ansi(1)))
    first.draw("world 漢字", x: 2, y: 2, style: CellStyle(background: .ansi(4)))
    var second = first
    second.draw("J", x: 0, y: 0)
    var third = second
    third.fill(Rect(x: 0, y: 2, width: 20, height: 1), style: .plain)
    return [first, second, second, third]
  }

  /// The bytes of each frame; the replay of all of them must show each frame in turn.
  private func replay(_ encoder: ReferenceEncoder) -> [Int] {
    var model = TerminalModel(width: 20, height: 4)
    var sizes: [Int] = []
    for frame in frames() {
      let bytes = encoder.encode(frame)
      sizes.append(bytes.count)
      model.feed(bytes)
      #expect(model.canvas().firstDifference(from: frame) == nil)
    }
    #expect(model.unknownSequences.isEmpty)
    return sizes
  }

  @Test func lineRepaintRewritesOnlyChangedLines() {
    let sizes = replay(ReferenceEncoder(.lineRepaint))
    #expect(sizes[2] == 0)
    #expect(sizes[1] < sizes[0])
  }

  @Test func fullRepaintRewritesEveryChangedFrame() {
    let sizes = replay(ReferenceEncoder(.fullRepaint))
    #expect(sizes[2] == 0)
    #expect(sizes[1] == sizes[0])
  }
}
