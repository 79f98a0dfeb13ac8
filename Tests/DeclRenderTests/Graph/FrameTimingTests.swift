import Decl
import Foundation
import Testing

@testable import DeclRender

/// `FrameStats` times the whole frame: the update (including the one run while handling the
/// input that caused the frame), layout, drawing and encoding, and the parts add up.
@MainActor @Suite struct FrameTimingTests {
  /// Each body run after the first takes at least 3 ms.
  struct Slow: View {
    @State private var count = 0

    var body: some View {
      if count > 0 { usleep(3_000) }
      return VStack {
        Text("count \(count)")
        Button("More") { count += 1 }
      }
    }
  }

  @Test func theSplitAddsUpAndCoversTheUpdateTheInputCaused() {
    let host = TestHost(width: 20, height: 3) { Slow() }
    host.send(.tab)
    host.send(.enter)
    let frame = host.stats.lastFrame
    #expect(host.screen.contains("count 1"))
    #expect(frame.bodyRuns >= 1)
    // The body ran while the key was handled, before the frame's own update step.
    #expect(frame.updateDuration >= .milliseconds(3))
    #expect(frame.layoutDuration > .zero)
    #expect(frame.drawDuration > .zero)
    #expect(frame.encodeDuration > .zero)
    #expect(
      frame.duration
        == frame.updateDuration + frame.layoutDuration + frame.drawDuration
        + frame.encodeDuration)

    // Input handled before a frame counts toward that frame only.
    host.resize(width: 21, height: 3)
    #expect(host.stats.lastFrame.updateDuration < .milliseconds(3))
  }

  @Test func theLogLineCarriesTheSplit() {
    var frame = FrameStats()
    frame.updateDuration = .microseconds(400)
    frame.layoutDuration = .microseconds(30)
    frame.drawDuration = .microseconds(20)
    frame.encodeDuration = .microseconds(7)
    #expect(frame.logLine.hasSuffix(" us=457 update_us=400 layout_us=30 draw_us=20 encode_us=7"))
  }
}
