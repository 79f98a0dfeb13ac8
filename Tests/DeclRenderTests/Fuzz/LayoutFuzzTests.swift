import Decl
import Testing

@testable import DeclRender

/// Random view trees at random sizes: layout and drawing never crash, the same input always
/// gives the same frame, and a list never draws outside its own frame.
@MainActor
@Suite struct LayoutFuzzTests {
  private static let texts = [
    "", "a", "hello world", "中文字符テスト", "🎉 party", "e\u{301}cole", "👨‍👩‍👧 family", "🇵🇱 flag",
    String(repeating: "long words here ", count: 20), "tab\there", "line\nbreak",
  ]

  private struct Generator {
    var random: SplitMix64

    mutating func int(_ range: ClosedRange<Int>) -> Int {
      range.lowerBound + Int(random.next() % UInt64(range.count))
    }

    @MainActor mutating func view(depth: Int) -> AnyView {
      let choice = depth > 3 ? int(0...2) : int(0...13)
      switch choice {
      case 0: return AnyView(Text(LayoutFuzzTests.texts[int(0...LayoutFuzzTests.texts.count - 1)]))
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
      case 11: return AnyView(List { ForEach(0..<int(0...30), id: \.self) { Text("row \($0)") } })
      case 12:
        return AnyView(
          view(depth: depth + 1).lineLimit(int(1...3)).layoutPriority(Double(int(0...2))))
      default: return AnyView(Divider())
      }
    }

    @MainActor mutating func children(_ depth: Int) -> some View {
      let count = int(0...4)
      let views = (0..<count).map { _ in view(depth: depth + 1) }
      return ForEach(0..<views.count, id: \.self) { views[$0] }
    }
  }

  @Test func randomTreesAtRandomSizes() {
    var sizes = SplitMix64(seed: 0xF022)
    for seed in 0..<300 {
      var generator = Generator(random: SplitMix64(seed: UInt64(seed)))
      let tree = generator.view(depth: 0)
      let width = Int(sizes.next() % 301)
      let height = Int(sizes.next() % 121)
      let first = TestHost(width: width, height: height) { tree }
      let second = TestHost(width: width, height: height) { tree }
      #expect(
        first.canvas == second.canvas, "seed \(seed) at \(width)×\(height) is not deterministic")
      #expect(first.canvas.width == width && first.canvas.height == height)
      // Resizing down to nothing and back gives the same frame as starting at that size.
      first.resize(width: 0, height: 0)
      first.resize(width: width, height: height)
      #expect(first.canvas == second.canvas, "seed \(seed): resize changed the frame")
    }
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
        .frame(height: 5)
        Text("below")
      }
    }
    let rows = host.screen.split(separator: "\n", omittingEmptySubsequences: false)
    let above = rows.firstIndex { $0.contains("above") }!
    let below = rows.firstIndex { $0.contains("below") }!
    #expect(below - above == 6)
    #expect(rows[(above + 1)..<below].allSatisfy { $0.contains("row") })
  }
}
