import Decl
import Foundation
import Testing

@testable import DeclRender

@MainActor
private final class Ticks {
  var count = 0

  /// Counts a showing of the content, returning its text.
  func shown(_ text: String) -> String {
    count += 1
    return text
  }
}

/// `TimelineView` shows its content again at its schedule's entries while it is on screen.
@MainActor
@Suite struct TimelineViewTests {
  @Test func aPeriodicTimelineShowsItsContentAgainOnSchedule() async throws {
    let ticks = Ticks()
    let host = TestHost(width: 20, height: 1) {
      TimelineView(.periodic(from: .now, by: 0.1)) { context in
        Text(ticks.shown("tick \(context.cadence == .live ? "live" : "slow")"))
      }
    }
    #expect(host.screen.contains("tick live"))
    let first = ticks.count
    // Each frame shows the content once, however many entries passed since the last frame.
    for _ in 0..<3 {
      try await Task.sleep(for: .milliseconds(150))
      await host.settle()
    }
    #expect(ticks.count >= first + 2)
  }

  @Test func aPausedAnimationScheduleAndAnEveryMinuteOneDoNotRedrawSoon() async throws {
    let ticks = Ticks()
    let host = TestHost(width: 20, height: 2) {
      VStack {
        TimelineView(.animation(minimumInterval: 0.1, paused: true)) { _ in
          Text(ticks.shown("paused"))
        }
        TimelineView(.everyMinute) { context in
          Text(context.cadence == .minutes ? "minutes" : "other")
        }
      }
    }
    #expect(host.screen.contains("minutes"))
    let first = ticks.count
    try await Task.sleep(for: .milliseconds(300))
    await host.settle()
    #expect(ticks.count == first)
  }
}
