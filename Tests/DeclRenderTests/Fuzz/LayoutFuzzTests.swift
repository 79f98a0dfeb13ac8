import Decl
import Testing

@testable import DeclRender

/// Random view trees (stacks, frames, padding, spacers, text with wide characters, overlays,
/// backgrounds, borders, offsets, lists, scroll views, controls) at random sizes from 0×0 to
/// 300×120: layout and drawing never crash, the same input always gives the same frame, a
/// resize there and back gives it again, and nothing is drawn outside the tree's clip.
///
/// 300 trees by default; `DECL_FUZZ_SCALE` multiplies that and `DECL_FUZZ_SEED` replays one
/// (see `FuzzConfiguration`).
@MainActor
@Suite struct LayoutFuzzTests {
  private static let texts = [
    "", "a", "hello world", "中文字符テスト", "🎉 party", "e\u{301}cole", "👨‍👩‍👧 family", "🇵🇱 flag",
    String(repeating: "long words here ", count: 20), "tab\there", "line\nbreak", "Ｆｕｌｌ",
    "❤️ ❤ ☺︎ 👍🏽 1️⃣", "한국어 \u{1112}\u{1161}\u{11AB}", "\u{1B}[31mescape",
  ]

  private struct Generator {
    var random: SplitMix64

    mutating func int(_ range: ClosedRange<Int>) -> Int {
      range.lowerBound + Int(random.next() % UInt64(range.count))
    }

    @MainActor mutating func text() -> String {
      LayoutFuzzTests.texts[int(0...LayoutFuzzTests.texts.count - 1)]
    }

    @MainActor mutating func view(depth: Int) -> AnyView {
      let choice = depth > 3 ? int(0...2) : int(0...19)
      switch choice {
      case 0: return AnyView(Text(text()))
      case 1: return AnyView(Color.red)
      case 2: return AnyView(Spacer(minLength: CGFloat(int(0...3))))
      case 3: return AnyView(VStack(spacing: CGFloat(int(0...2))) { children(depth) })
      case 4: return AnyView(HStack(spacing: CGFloat(int(0...2))) { children(depth) })
      case 5: return AnyView(ZStack { children(depth) })
      case 6:
        return AnyView(
          view(depth: depth + 1).frame(width: CGFloat(int(0...40)), height: CGFloat(int(0...10))))
      case 7:
        return AnyView(
          view(depth: depth + 1).frame(
            maxWidth: .infinity, maxHeight: int(0...1) == 0 ? .infinity : 3))
      case 8: return AnyView(view(depth: depth + 1).padding(CGFloat(int(0...3))))
      case 9:
        return AnyView(
          view(depth: depth + 1).overlay(alignment: .topTrailing) { Text("x") }.border(Color.blue))
      case 10:
        return AnyView(
          view(depth: depth + 1).fixedSize().offset(
            x: CGFloat(int(-5...5)), y: CGFloat(int(-2...2))))
      case 11:
        let count = int(0...30)
        let label = text()
        return AnyView(List { ForEach(0..<count, id: \.self) { Text("row \($0) \(label)") } })
      case 12:
        return AnyView(
          view(depth: depth + 1).lineLimit(int(1...3)).layoutPriority(Double(int(0...2))))
      case 13:
        let content = view(depth: depth + 1)
        return AnyView(view(depth: depth + 1).background { content }.bold())
      case 14:
        return AnyView(ScrollView { VStack { children(depth) } })
      case 15:
        return AnyView(
          view(depth: depth + 1).overlay(alignment: .bottomLeading) { Text(text()) }
            .foregroundColor(.green))
      case 16: return AnyView(Group { children(depth) })
      case 17: return AnyView(Button(text()) {})
      case 18: return AnyView(Toggle(text(), isOn: .constant(int(0...1) == 0)))
      default: return AnyView(Divider())
      }
    }

    @MainActor mutating func children(_ depth: Int) -> some View {
      let count = int(0...4)
      let views = (0..<count).map { _ in view(depth: depth + 1) }
      return ForEach(0..<views.count, id: \.self) { views[$0] }
    }
  }

  /// Sizes at the edges first, then random ones up to 300×120.
  private static func size(seed: UInt64) -> (width: Int, height: Int) {
    let edges = [(0, 0), (300, 120), (1, 1), (0, 24), (80, 0), (2, 120), (300, 1)]
    if seed < UInt64(edges.count) { return edges[Int(seed)] }
    var sizes = SplitMix64(seed: 0xF022 &+ seed)
    return (Int(sizes.next() % 301), Int(sizes.next() % 121))
  }

  /// Lays `tree` out at `width` × `height` and draws it into a larger canvas at an offset,
  /// clipped to that region.
  private static func drawInsideLargerCanvas(
    _ tree: AnyView, width: Int, height: Int, origin: Point
  ) -> CellCanvas {
    let graph = ViewGraph(root: tree, environment: EnvironmentValues())
    graph.layout(in: Size(width: width, height: height))
    var drawing = FrameDrawing(
      size: Size(width: width + 2 * origin.x, height: height + 2 * origin.y))
    let region = Rect(x: origin.x, y: origin.y, width: width, height: height)
    graph.root.draw(into: &drawing, context: DrawContext(offset: origin, clip: region))
    return drawing.canvas
  }

  private static func runCase(seed: UInt64) -> String? {
    var generator = Generator(random: SplitMix64(seed: seed))
    // The generator writes its lengths in cells, so the trees lay out as they always have.
    let tree = AnyView(generator.view(depth: 0).lengthUnit(.cells))
    let (width, height) = size(seed: seed)
    let at = "\(width)×\(height)"
    let first = TestHost(width: width, height: height) { tree }
    let second = TestHost(width: width, height: height) { tree }
    if first.canvas != second.canvas { return "not deterministic at \(at)" }
    if first.canvas.width != width || first.canvas.height != height {
      return "canvas is \(first.canvas.size) at \(at)"
    }
    // Resizing down to nothing and back gives the same frame as starting at that size.
    first.resize(width: 0, height: 0)
    first.resize(width: width, height: height)
    if first.canvas != second.canvas { return "resize changed the frame at \(at)" }
    // Drawn into a region of a larger canvas: nothing outside it, the same cells inside.
    let origin = Point(x: 7, y: 3)
    let large = drawInsideLargerCanvas(tree, width: width, height: height, origin: origin)
    for y in 0..<large.height {
      for x in 0..<large.width {
        let inside =
          x >= origin.x && x < origin.x + width && y >= origin.y && y < origin.y + height
        let cell = large[x: x, y: y]
        if !inside && cell != .blank {
          return "drew \(cell) at (\(x), \(y)), outside its \(at) region"
        }
        if inside && cell != second.canvas[x: x - origin.x, y: y - origin.y] {
          return "cell (\(x - origin.x), \(y - origin.y)) differs when drawn at an offset"
        }
      }
    }
    return nil
  }

  @Test func randomTreesAtRandomSizes() {
    FuzzConfiguration.run("layout fuzz", defaultCount: 300) { Self.runCase(seed: $0) }
  }

  /// Seeds that found bugs at larger scales, kept in every run. 2331: a background's stack,
  /// placed from a cached answer after a resize to 0×0 and back, picked the distribution of
  /// another proposal of the same size (fixed by handing placed children their proposal).
  @Test(arguments: [2331 as UInt64])
  func seedsThatFoundBugs(seed: UInt64) {
    #expect(Self.runCase(seed: seed) == nil)
  }

  @Test func aListNeverDrawsOutsideItsFrame() {
    let host = TestHost(width: 30, height: 12) {
      VStack(spacing: 0) {
        Text("above")
        List {
          ForEach(0..<100, id: \.self) {
            Text("row \($0) " + String(repeating: "x", count: $0 % 40))
          }
        }
        .frame(height: 80)
        Text("below")
      }
    }
    let rows = host.screen.split(separator: "\n", omittingEmptySubsequences: false)
    let above = rows.firstIndex { $0.contains("above") }!
    let below = rows.firstIndex { $0.contains("below") }!
    #expect(below - above == 6)
    #expect(rows[(above + 1)..<below].allSatisfy { $0.contains("row") || $0.contains("──") })
  }
}
