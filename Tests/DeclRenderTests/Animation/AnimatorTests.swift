import Decl
import Foundation
import Testing

@testable import DeclRender

@MainActor
private final class Shown {
  var values: [Int] = []
  /// When each value was shown.
  var times: [Date] = []

  func show(_ value: Double) -> String {
    values.append(Int(value.rounded()))
    times.append(Date())
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
    let tapped = Date()
    host.tap("Go")
    for _ in 0..<300 where !host.screen.contains("value 100") {
      try await Task.sleep(for: .milliseconds(20))
      await host.settle()
    }
    #expect(host.screen.contains("value 100"))
    // Frames drawn while it ran (a loaded machine may draw none) showed values in between,
    // rising with time.
    let running = zip(shown.times, shown.values).filter {
      $0.0.timeIntervalSince(tapped) > 0.05 && $0.0.timeIntervalSince(tapped) < 1.9
    }
    #expect(running.allSatisfy { $0.1 > 0 && $0.1 < 100 }, "\(shown.values)")
    #expect(running.map(\.1) == running.map(\.1).sorted())
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
