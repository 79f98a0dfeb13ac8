import Decl
import Foundation
import Testing

@testable import DeclRender

@MainActor
@Suite struct TextDateTests {
  /// The styles read as SwiftUI's: a timer as m:ss, an offset signed, relative in words.
  @Test func formats() {
    let now = Date()
    #expect(Text.DateStyle.timer.format(now.addingTimeInterval(125), relativeTo: now) == "2:05")
    #expect(
      Text.DateStyle.offset.format(now.addingTimeInterval(7200), relativeTo: now) == "+2 hours")
    let timer = LiveTextDate.timer(
      now...now.addingTimeInterval(3725), pauseTime: nil, countsDown: true, showsHours: true)
    #expect(timer.string(at: now) == "1:02:05")
    let up = LiveTextDate.timer(
      now...now.addingTimeInterval(3725), pauseTime: nil, countsDown: false, showsHours: false)
    #expect(up.string(at: now.addingTimeInterval(3661)) == "61:01")
  }

  /// A timer text counts down by itself while on screen: a tick a second, and no tick once it
  /// is gone.
  @Test func timerCountsWhileOnScreen() async throws {
    let end = Date().addingTimeInterval(30.5)
    let host = TestHost(width: 20, height: 3) {
      Text(timerInterval: Date()...end)
    }
    let first = host.screen.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(first == "0:30")
    #expect(host.runningAnimationCount == 1)
    try await Task.sleep(for: .milliseconds(1_300))
    await host.settle()
    // At least a second has passed (more when the machine is busy): the text counted down.
    let later = host.screen.trimmingCharacters(in: .whitespacesAndNewlines)
    let seconds = later.split(separator: ":").compactMap { Int($0) }.reduce(0) { $0 * 60 + $1 }
    #expect(later.contains(":") && seconds < 30, "the timer still shows \(later)")
  }

  /// Date and time styles, and a paused timer, stay still: no timer runs for them.
  @Test func stillTextsRunNoTimer() {
    let date = Date(timeIntervalSince1970: 0)
    let host = TestHost(width: 40, height: 3) {
      VStack {
        Text(date, style: .date)
        Text(timerInterval: date...date.addingTimeInterval(60), pauseTime: date)
      }
    }
    #expect(host.runningAnimationCount == 0)
    #expect(host.screen.contains("1:00"))
  }
}
