import Decl
import DeclTesting
import Foundation
import Testing

@testable import DeclRender

private struct SettleWidthKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
    value = max(value, nextValue())
  }
}

/// A parent that shows the width its child reports through a preference: the first layout is
/// read, the state it writes is laid out again (which describes the geometry reader again, laid
/// out in a third round), and the last reading changes nothing.
private struct ReadsItsChild: View {
  @State private var width: CGFloat = 0
  var body: some View {
    VStack {
      Text("measure me")
        .background(
          GeometryReader { geometry in
            Color.clear.preference(key: SettleWidthKey.self, value: geometry.size.width)
          })
      Text("width \(Int(width))")
    }
    .onPreferenceChange(SettleWidthKey.self) { width = $0 }
  }
}

/// A reader that changes what it reads every time: its text grows by a column per reading.
private struct NeverSettles: View {
  @State private var width: CGFloat = 0
  var body: some View {
    Text(String(repeating: "x", count: Int(width / 8) % 30 + 1))
      .background(
        GeometryReader { geometry in
          Color.clear.preference(key: SettleWidthKey.self, value: geometry.size.width)
        }
      )
      .onPreferenceChange(SettleWidthKey.self) { width = $0 + 8 }
  }
}

/// The frame's settle loop (`ViewGraph.settle`): how many rounds of layout a frame takes, counted
/// the same on every machine.
@MainActor
@Suite struct SettleLoopTests {
  @Test func aLayoutNothingReadsSettlesInOneRound() {
    let host = TestHost(width: 20, height: 3) { Text("still") }
    #expect(host.stats.lastSettleRounds == 1)
  }

  @Test func aPreferenceDrivenLayoutSettlesInThreeRounds() {
    let host = TestHost(width: 30, height: 3) { ReadsItsChild() }
    #expect(host.screen.contains("width 80"))
    #expect(host.stats.lastSettleRounds == 3)
    // A frame with nothing new to read is one round again.
    host.renderer.graph.context.markDirty(host.renderer.graph.root)
    _ = host.renderer.renderFrame()
    #expect(host.stats.lastSettleRounds == 1)
  }

  @Test func aReaderThatNeverSettlesStopsAtTheLimitWithAWarning() {
    let host = TestHost(width: 40, height: 2) { NeverSettles() }
    #expect(host.stats.lastSettleRounds == ViewGraph.settleRoundLimit)
    #expect(host.stats.warnings.contains { $0.contains("layout did not settle") })
  }
}
