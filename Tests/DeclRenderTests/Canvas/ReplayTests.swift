import Decl
import DeclTesting
import Testing

@testable import DeclRender

/// Randomized round trips: encode A then B, replay the bytes on `TerminalModel`, expect B.
struct ReplayTests {
  /// Graphemes chosen so that no two of them merge into one cluster when printed side by side.
  private static let graphemes: [Character] = [
    "a", "b", "Z", "0", " ", " ", " ", ".", "~", "é", "ñ", "Ω", "e\u{301}", "a\u{308}\u{301}",
    "漢", "字", "한", "ｱ", "😀", "🎉", "🇯🇵", "👨\u{200D}👩\u{200D}👧", "❤\u{FE0F}", "\u{1B}", "\u{7F}",
    "\u{85}", "\u{301}",
  ]

  private static func randomCanvas(_ rng: inout SplitMix64) -> CellCanvas {
    var canvas = CellCanvas(width: Int(rng.next() % 24) + 1, height: Int(rng.next() % 8) + 1)
    DiffFuzzTests.scribble(&canvas, Int(rng.next() % 30), &rng)
    return canvas
  }

  /// The next frame: usually a few edits of the last one, sometimes a fresh canvas (and size).
  private static func nextFrame(after canvas: CellCanvas, _ rng: inout SplitMix64) -> CellCanvas {
    switch rng.next() % 5 {
    case 0:
      return randomCanvas(&rng)
    case 1:
      return canvas
    default:
      var next = canvas
      DiffFuzzTests.scribble(&next, Int(rng.next() % 6) + 1, &rng)
      return next
    }
  }

  /// Encodes `frames` frames per seed (`first`, then `next` of the previous), replays them on
  /// a model and checks every frame shows exactly; returns how many frames scrolled a region.
  private static func replayFrames(
    depth: ColorDepth, seeds: Range<UInt64>, seedFactor: UInt64, frames: Int,
    first: (inout SplitMix64) -> CellCanvas, next: (CellCanvas, inout SplitMix64) -> CellCanvas
  ) -> Int {
    var scrolledFrames = 0
    for seed in seeds {
      var rng = SplitMix64(seed: seed &* seedFactor &+ 17)
      let plain = depth == .none && seed % 2 == 0
      let encoder = FrameEncoder(
        depth: depth, plain: plain, synchronizedOutputThreshold: Int(rng.next() % 600))
      var frame = first(&rng)
      var model = TerminalModel(width: frame.width, height: frame.height)
      for index in 0..<frames {
        if index > 0 { frame = next(frame, &rng) }
        let cursor =
          rng.next() % 3 == 0 ? Point(x: Int(rng.next() % 30), y: Int(rng.next() % 20)) : nil
        model.resize(width: frame.width, height: frame.height)
        model.feed(encoder.encode(frame, cursor: cursor))
        if encoder.stats.rowsScrolled > 0 { scrolledFrames += 1 }
        let expected = frame.converted(to: depth, plain: plain)
        if let difference = model.canvas().firstDifference(from: expected) {
          Issue.record("seed \(seed) frame \(index): \(difference)")
          return scrolledFrames
        }
        #expect(model.unknownSequences.isEmpty, "seed \(seed)")
        #expect(model.scrollRegion == 0...(frame.height - 1), "seed \(seed)")
        #expect(model.cursorVisible == (cursor != nil), "seed \(seed)")
        if let cursor {
          let x = min(cursor.x, frame.width - 1)
          let y = min(cursor.y, frame.height - 1)
          #expect(model.cursor == Point(x: x, y: y), "seed \(seed)")
        }
        #expect(encoder.encode(frame, cursor: cursor).isEmpty, "seed \(seed)")
      }
    }
    return scrolledFrames
  }

  @Test(arguments: [ColorDepth.trueColor, .ansi256, .ansi16, .none])
  func randomFramesReplayExactly(depth: ColorDepth) {
    _ = Self.replayFrames(
      depth: depth, seeds: 0..<(depth == .trueColor ? 2_000 : 500), seedFactor: 7_919, frames: 3,
      first: { Self.randomCanvas(&$0) }, next: { Self.nextFrame(after: $0, &$1) })
  }

  /// A canvas with text on most rows, so rows differ from each other as a list's rows do.
  private static func textCanvas(_ rng: inout SplitMix64) -> CellCanvas {
    var canvas = CellCanvas(width: Int(rng.next() % 30) + 1, height: Int(rng.next() % 18) + 3)
    for y in 0..<canvas.height where rng.next() % 5 != 0 {
      let text = (0..<Int(rng.next() % 16) + 1).map { _ in
        graphemes[Int(rng.next() % UInt64(graphemes.count))]
      }
      canvas.draw(
        String(text), x: Int(rng.next() % 4), y: y, style: DiffFuzzTests.style(&rng),
        clip: canvas.bounds)
    }
    DiffFuzzTests.scribble(&canvas, Int(rng.next() % 4), &rng)
    return canvas
  }

  /// The next frame: a block of rows moved up or down (as a list scrolls), the rows it
  /// exposes filled with new text or left blank, and sometimes a few other edits.
  private static func shiftedFrame(after canvas: CellCanvas, _ rng: inout SplitMix64) -> CellCanvas
  {
    let (width, height) = (canvas.width, canvas.height)
    guard height >= 3 else { return canvas }
    let top = Int(rng.next() % UInt64(height - 2))
    let bottom = top + 2 + Int(rng.next() % UInt64(height - top - 2))
    let span = bottom - top + 1
    let distance = 1 + Int(rng.next() % UInt64(min(span - 1, 4)))
    let shift = rng.next() % 2 == 0 ? distance : -distance
    var next = canvas
    for y in top...bottom {
      let from = y + shift
      if (top...bottom).contains(from) {
        for x in 0..<width { next.cells[y * width + x] = canvas.cells[from * width + x] }
      } else {
        next.fill(Rect(x: 0, y: y, width: width, height: 1), style: .plain)
        if rng.next() % 3 != 0 {
          let text = (0..<Int(rng.next() % 12) + 1).map { _ in
            graphemes[Int(rng.next() % UInt64(graphemes.count))]
          }
          next.draw(String(text), x: 0, y: y, style: DiffFuzzTests.style(&rng), clip: next.bounds)
        }
      }
    }
    if rng.next() % 3 == 0 { DiffFuzzTests.scribble(&next, Int(rng.next() % 3) + 1, &rng) }
    return next
  }

  /// Shifted pairs: the encoder may scroll a region; the replay must still be exact, and the
  /// scroll path must really be taken for a good share of them.
  @Test(arguments: [ColorDepth.trueColor, .ansi256, .none])
  func shiftedFramesReplayExactly(depth: ColorDepth) {
    let seeds = UInt64(0)..<(depth == .trueColor ? 1_500 : 400)
    let scrolledFrames = Self.replayFrames(
      depth: depth, seeds: seeds, seedFactor: 104_729, frames: 4,
      first: { Self.textCanvas(&$0) }, next: { Self.shiftedFrame(after: $0, &$1) })
    #expect(scrolledFrames > seeds.count / 4, "only \(scrolledFrames) frames scrolled")
  }
}
