import Decl
import Foundation
import Testing

@testable import DeclRender

@MainActor
private final class Shown {
  var values: [Int] = []

  func show(_ value: Double) -> String {
    values.append(Int(value.rounded()))
    return "value \(Int(value.rounded()))"
  }
}

private struct Triggered: View {
  let shown: Shown
  @State private var trigger = 0

  var body: some View {
    VStack {
      KeyframeAnimator(initialValue: 0.0, trigger: trigger) { value in
        Text(shown.show(value))
      } keyframes: { _ in
        // Long enough that a loaded machine still draws frames in between.
        LinearKeyframe(100.0, duration: 2)
      }
      Button("Go") { trigger += 1 }
    }
  }
}

/// Keyframe and phase animators run on the animation timeline: values change over frames
/// while they run, and nothing is redrawn once they end.
@MainActor
@Suite struct AnimatorTests {
  @Test func aTriggeredKeyframeAnimatorRunsItsKeyframesOnce() async throws {
    let shown = Shown()
    let host = TestHost(width: 20, height: 3) { Triggered(shown: shown) }
    #expect(host.screen.contains("value 0"))
    host.tap("Go")
    for _ in 0..<300 where !host.screen.contains("value 100") {
      try await Task.sleep(for: .milliseconds(20))
      await host.settle()
    }
    #expect(host.screen.contains("value 100"))
    // Frames in between showed values in between, rising.
    let between = shown.values.filter { $0 > 0 && $0 < 100 }
    #expect(!between.isEmpty, "\(shown.values)")
    #expect(between == between.sorted())
    // Once it has ended, the timeline is paused: no more frames.
    let count = shown.values.count
    try await Task.sleep(for: .milliseconds(200))
    await host.settle()
    #expect(shown.values.count == count)
  }

  @Test func aRepeatingPhaseAnimatorCyclesItsPhases() async throws {
    let host = TestHost(width: 20, height: 1) {
      PhaseAnimator(["one", "two", "three"]) { phase in
        Text(phase)
      } animation: { _ in
        .linear(duration: 0.1)
      }
    }
    var seen: Set<String> = []
    for _ in 0..<10 {
      try await Task.sleep(for: .milliseconds(50))
      await host.settle()
      for phase in ["one", "two", "three"] where host.screen.contains(phase) { seen.insert(phase) }
    }
    #expect(seen == ["one", "two", "three"])
  }
}
