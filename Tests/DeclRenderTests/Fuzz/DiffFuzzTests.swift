import Decl
import DeclTesting
import Testing

@testable import DeclRender

/// Differential fuzzing of the frame diff: a seeded case draws a random canvas and a second
/// one (edits of the first, the same frame, a blank one, or a resize: a new canvas of another
/// size, or the old content cut or extended), encodes the first from nothing and the second
/// as a diff from the first, replaying the bytes on `TerminalModel`, which must then show
/// exactly that canvas (colours as the case's depth shows them). Encoding the same canvas
/// again, or an equal copy of it, must emit nothing.
///
/// 10,000 cases by default (one colour depth each, in turn); `DECL_FUZZ_SCALE` multiplies
/// that and `DECL_FUZZ_SEED` replays one case (see `FuzzConfiguration`).
struct DiffFuzzTests {
  static let defaultCases = 10_000

  /// What the generator draws, by kind, so a test can prove every kind reaches the canvas.
  /// Graphemes are chosen so that no two of them merge into one cluster when printed side by
  /// side (a terminal would join them; see the README's testing section).
  static let graphemeKinds: [(kind: String, graphemes: [Character])] = [
    ("ascii", ["a", "b", "Z", "0", " ", " ", " ", ".", "~"]),
    ("latin", ["é", "ñ", "Ω"]),
    ("combining marks", ["e\u{301}", "a\u{308}\u{301}", "\u{A0}\u{301}", "中\u{301}"]),
    ("wide CJK", ["漢", "字", "한", "Ａ", "\u{1112}\u{1161}\u{11AB}"]),
    ("halfwidth", ["ｱ"]),
    ("emoji without VS16", ["😀", "🎉", "❤", "☺"]),
    ("emoji with VS16", ["❤\u{FE0F}", "☺\u{FE0F}", "1\u{FE0F}\u{20E3}"]),
    ("text presentation VS15", ["☺\u{FE0E}", "❤\u{FE0E}"]),
    ("ZWJ sequences", ["👨\u{200D}👩\u{200D}👧", "🧑🏽\u{200D}🚀", "❤\u{FE0F}\u{200D}🔥"]),
    ("skin tones, flags, keycaps", ["👍🏽", "🇯🇵", "#\u{20E3}"]),
  ]

  /// Controls (drawn as U+FFFD), orphan zero-width scalars (not drawn at all), and graphemes
  /// a terminal would merge with the cell before or after them (lone regional indicators and
  /// emoji modifiers, a spacing mark, a halfwidth voicing mark, a lone Hangul leading
  /// consonant before a syllable, a trailing ZWJ): `CellCanvas.put` keeps them from merging.
  static let unsafeGraphemes: [Character] = [
    "\u{1B}", "\u{7F}", "\u{85}", "\u{301}", "\u{200D}", "🇯", "🇵", "🏽", "\u{903}", "ﾞ",
    "\u{1100}", "가", "👨\u{200D}", "\u{600}",
  ]

  private static let graphemeKeys = graphemeKinds.map {
    (kind: $0.kind, keys: Set($0.graphemes.map(GraphemeKey.make)))
  }

  static let graphemes: [Character] = graphemeKinds.flatMap(\.graphemes) + unsafeGraphemes

  static func color(_ rng: inout SplitMix64) -> CellColor {
    switch rng.next() % 4 {
    case 0: return .default
    case 1: return .ansi(UInt8(rng.next() % 16))
    case 2: return .indexed(UInt8(truncatingIfNeeded: rng.next()))
    default:
      let bits = rng.next()
      return .rgb(
        UInt8(truncatingIfNeeded: bits), UInt8(truncatingIfNeeded: bits >> 8),
        UInt8(truncatingIfNeeded: bits >> 16))
    }
  }

  static func style(_ rng: inout SplitMix64) -> CellStyle {
    // Mostly plain or lightly styled so runs share styles, as real screens do.
    guard rng.next() % 3 != 0 else { return .plain }
    return CellStyle(
      foreground: rng.next() % 2 == 0 ? .default : color(&rng),
      background: rng.next() % 3 == 0 ? color(&rng) : .default,
      attributes: CellAttributes(rawValue: UInt8(rng.next() % 64) & UInt8(rng.next() % 64)))
  }

  static func rect(_ rng: inout SplitMix64, in canvas: CellCanvas) -> Rect {
    let x = Int(rng.next() % UInt64(canvas.width + 2)) - 1
    let y = Int(rng.next() % UInt64(canvas.height + 2)) - 1
    return Rect(
      x: x, y: y, width: Int(rng.next() % UInt64(canvas.width + 1)),
      height: Int(rng.next() % 4))
  }

  /// Applies `count` random drawing operations.
  static func scribble(_ canvas: inout CellCanvas, _ count: Int, _ rng: inout SplitMix64) {
    guard canvas.width > 0, canvas.height > 0 else { return }
    for _ in 0..<count {
      switch rng.next() % 10 {
      case 0:
        canvas.fill(rect(&rng, in: canvas), style: style(&rng))
      case 1:
        canvas.setBackground(color(&rng), in: rect(&rng, in: canvas))
      case 2:
        let attribute = CellAttributes(rawValue: 1 << UInt8(rng.next() % 6))
        canvas.modifyStyle(in: rect(&rng, in: canvas)) {
          $0.attributes.formSymmetricDifference(attribute)
        }
      default:
        let text = (0..<Int(rng.next() % 12)).map { _ in
          graphemes[Int(rng.next() % UInt64(graphemes.count))]
        }
        let clip = rng.next() % 4 == 0 ? rect(&rng, in: canvas) : canvas.bounds
        canvas.draw(
          String(text), x: Int(rng.next() % UInt64(canvas.width)),
          y: Int(rng.next() % UInt64(canvas.height)), style: style(&rng), clip: clip)
      }
    }
  }

  /// The first pair of neighbouring cells a terminal would merge into one cluster, if any.
  static func firstJoin(_ canvas: CellCanvas) -> String? {
    for y in 0..<canvas.height {
      var x = 0
      var previous: Character? = nil
      while x < canvas.width {
        let cell = canvas[x: x, y: y]
        if let previous {
          if GraphemeJoining.merges(previous, cell.grapheme) {
            return "(\(x), \(y)) \(canvas.row(y).map { String($0.grapheme) })"
          }
        }
        previous = cell.grapheme
        x += max(1, Int(cell.width))
      }
    }
    return nil
  }

  /// A canvas of random size (now and then empty or large) with random content.
  private static func randomCanvas(_ rng: inout SplitMix64) -> CellCanvas {
    let (width, height): (Int, Int)
    switch rng.next() % 100 {
    case 0, 1: (width, height) = (Int(rng.next() % 2), Int(rng.next() % 2))
    case 2: (width, height) = (Int(rng.next() % 100) + 1, Int(rng.next() % 30) + 1)
    default: (width, height) = (Int(rng.next() % 24) + 1, Int(rng.next() % 8) + 1)
    }
    var canvas = CellCanvas(width: width, height: height)
    scribble(&canvas, Int(rng.next() % UInt64(min(30, width * height + 2))), &rng)
    return canvas
  }

  /// The next frame: usually a few edits of the last one, sometimes the same frame, a blank
  /// one, or a resize (a fresh canvas, or the old content cut or extended to the new size).
  private static func nextFrame(after canvas: CellCanvas, _ rng: inout SplitMix64) -> CellCanvas {
    switch rng.next() % 8 {
    case 0:
      return randomCanvas(&rng)
    case 1:
      return canvas
    case 2:
      return CellCanvas(width: canvas.width, height: canvas.height)
    case 3:
      var resized = CellCanvas(
        width: max(0, canvas.width + Int(rng.next() % 9) - 4),
        height: max(0, canvas.height + Int(rng.next() % 5) - 2))
      for y in 0..<min(canvas.height, resized.height) {
        var x = 0
        while x < min(canvas.width, resized.width) {
          let cell = canvas[x: x, y: y]
          if cell.width > 0 {
            resized.put(
              cell.grapheme, width: Int(cell.width), x: x, y: y, style: cell.style,
              clip: resized.bounds)
          }
          x += max(1, Int(cell.width))
        }
      }
      scribble(&resized, Int(rng.next() % 4), &rng)
      return resized
    default:
      var next = canvas
      scribble(&next, Int(rng.next() % 6) + 1, &rng)
      return next
    }
  }

  /// What one case covered, for the generator coverage check.
  struct Coverage {
    var depths: Set<String> = []
    var kinds: Set<String> = []
    var resizes = 0
    var unchangedFrames = 0
    var frames = 0
  }

  /// Runs the case of `seed`; returns the first failure, if any.
  static func runCase(seed: UInt64, coverage: inout Coverage) -> String? {
    var rng = SplitMix64(seed: seed &* 7_919 &+ 17)
    let depth = [ColorDepth.trueColor, .ansi256, .ansi16, .none][Int(seed % 4)]
    let plain = depth == .none && rng.next() % 2 == 0
    coverage.depths.insert("\(depth)\(plain ? " plain" : "")")
    let encoder = FrameEncoder(
      depth: depth, plain: plain, synchronizedOutputThreshold: Int(rng.next() % 600))
    var frame = randomCanvas(&rng)
    var model = TerminalModel(width: frame.width, height: frame.height)
    for index in 0..<2 {
      if index > 0 {
        let previous = frame
        frame = nextFrame(after: previous, &rng)
        if frame.size != previous.size { coverage.resizes += 1 }
        if frame == previous { coverage.unchangedFrames += 1 }
      }
      coverage.frames += 1
      if coverage.kinds.count <= graphemeKinds.count {
        if frame.cells.contains(where: { $0.key == GraphemeKey.replacement }) {
          coverage.kinds.insert("controls")
        }
        for (kind, keys) in graphemeKeys where !coverage.kinds.contains(kind) {
          if frame.cells.contains(where: { keys.contains($0.key) }) { coverage.kinds.insert(kind) }
        }
      }
      let cursor =
        rng.next() % 3 == 0 ? Point(x: Int(rng.next() % 30), y: Int(rng.next() % 10)) : nil
      model.resize(width: frame.width, height: frame.height)
      model.feed(encoder.encode(frame, cursor: cursor))
      let expected = frame.converted(to: depth, plain: plain)
      if let difference = model.canvas().firstDifference(from: expected) {
        return "frame \(index) (\(depth), plain \(plain)): \(difference)"
      }
      if !model.unknownSequences.isEmpty {
        return "frame \(index): unknown sequences \(model.unknownSequences)"
      }
      if model.cursorVisible != (cursor != nil) { return "frame \(index): cursor visibility" }
      if let cursor, frame.width > 0, frame.height > 0 {
        let point = Point(x: min(cursor.x, frame.width - 1), y: min(cursor.y, frame.height - 1))
        if model.cursor != point { return "frame \(index): cursor at \(model.cursor)" }
      }
      // The same canvas again, both the same storage and an equal copy, emits nothing.
      if !encoder.encode(frame, cursor: cursor).isEmpty {
        return "frame \(index): re-encoding the same canvas emitted bytes"
      }
      var copy = frame
      copy.cells.append(.blank)
      copy.cells.removeLast()
      let again = encoder.encode(copy, cursor: cursor)
      if !again.isEmpty {
        return "frame \(index): re-encoding an equal canvas emitted \(again.text.debugDescription)"
      }
    }
    return nil
  }

  @Test func randomFramePairsReplayExactly() {
    var coverage = Coverage()
    let seeds = FuzzConfiguration.seeds(defaultCount: Self.defaultCases)
    FuzzConfiguration.run("diff fuzz", defaultCount: Self.defaultCases) {
      Self.runCase(seed: $0, coverage: &coverage)
    }
    guard FuzzConfiguration.replaySeed == nil else { return }
    // The generator reaches everything the suite claims to cover.
    #expect(coverage.frames == 2 * seeds.count)
    #expect(coverage.depths == ["trueColor", "ansi256", "ansi16", "none", "none plain"])
    #expect(coverage.kinds == Set(Self.graphemeKinds.map(\.kind) + ["controls"]))
    #expect(coverage.resizes > seeds.count / 10)
    #expect(coverage.unchangedFrames > seeds.count / 20)
  }

  @Test func canvasInvariantHoldsAfterRandomDrawing() {
    var rng = SplitMix64(seed: 42)
    for _ in 0..<500 {
      let canvas = Self.randomCanvas(&rng)
      for y in 0..<canvas.height {
        for x in 0..<canvas.width {
          let cell = canvas[x: x, y: y]
          if cell.width == 2 {
            #expect(x + 1 < canvas.width && canvas[x: x + 1, y: y].width == 0)
            #expect(canvas[x: x + 1, y: y].style == cell.style)
          }
          if cell.width == 0 {
            #expect(x > 0 && canvas[x: x - 1, y: y].width == 2)
          }
          #expect(!GraphemeKey.isControl(cell.grapheme))
        }
      }
      let join = Self.firstJoin(canvas)
      #expect(join == nil, "neighbouring cells merge on a terminal: \(join ?? "")")
    }
  }

  @Test func graphemesThatWouldMergeWithANeighbourAreReplaced() {
    // Each pair, drawn in two separate calls, would print as one cluster on a terminal.
    let pairs: [(String, String, expected: [Character])] = [
      ("🇵", "🇯🇵", ["\u{FFFD}", "🇯🇵"]),  // lone regional indicator before a flag
      ("🇯🇵", "🇵", ["🇯🇵", "\u{FFFD}"]),  // a flag is complete; the lone one is not
      ("👍", "🏽", ["👍", "\u{FFFD}", " "]),  // a lone skin tone attaches to what is before it
      ("a", "\u{903}", ["a", "\u{FFFD}"]),  // spacing mark
      ("ｶ", "ﾞ", ["ｶ", "\u{FFFD}"]),  // halfwidth voicing mark
      ("\u{1100}", "가", ["\u{FFFD}", " ", "가"]),  // Hangul leading consonant, syllable
      ("👨\u{200D}", "👩", ["👨", "👩"]),  // a trailing ZWJ is dropped
      ("\u{600}1", "2", ["1", "2"]),  // a prepended format character is dropped
      ("\u{D4E}", "a", ["\u{FFFD}", "a"]),  // Malayalam dot reph joins what follows
    ]
    for (left, right, expected) in pairs {
      var canvas = CellCanvas(width: 6, height: 1)
      #expect(left.count == 1 && right.count == 1)
      canvas.draw(left, x: 0, y: 0)
      canvas.draw(right, x: TerminalWidth.of(left), y: 0)
      let cells = canvas.row(0).filter { !$0.isContinuation }.map(\.grapheme)
      #expect(Array(cells.prefix(expected.count)) == expected, "\(left) then \(right)")
      #expect(Self.firstJoin(canvas) == nil, "\(left) then \(right)")
    }
  }
}
