import Decl
import Foundation
import Testing

@testable import DeclRender

@MainActor
private final class PhaseLog {
  var entries: [String] = []
}

private struct PhaseView: View {
  var log: PhaseLog
  var body: some View {
    VStack {
      Text("Pad")
        .onKeyPress(phases: .all) { press in
          let phase =
            press.phase == .down ? "down" : press.phase == .repeat ? "repeat" : "up"
          log.entries.append("\(phase) \(press.characters)")
          return .handled
        }
        .focusable()
    }
  }
}

private struct HoldView: View {
  var log: PhaseLog
  var body: some View {
    VStack {
      Text("Hold")
        .onLongPressGesture(minimumDuration: 0.05) {
          log.entries.append("long press")
        } onPressingChanged: { pressing in
          log.entries.append("pressing \(pressing)")
        }
    }
  }
}

/// `onKeyPress` phases and a long press held with a key, as a terminal speaking the kitty
/// keyboard protocol reports them; without it, today's presses only.
@MainActor
@Suite struct KeyPhaseTests {
  @Test func onKeyPressSeesDownRepeatAndUp() {
    let log = PhaseLog()
    let host = TestHost(width: 20, height: 4) { PhaseView(log: log) }
    host.reportsKeyReleases = true
    host.send(.tab)
    host.send(KeyEvent(.char("w")))
    host.send(KeyEvent(.char("w"), phase: .repeat))
    host.send(KeyEvent(.char("w"), phase: .release))
    #expect(log.entries == ["down w", "repeat w", "up w"])
  }

  @Test func theDefaultPhasesLeaveReleasesOutAndReleasesMoveNoFocus() {
    let log = PhaseLog()
    struct Default: View {
      var log: PhaseLog
      var body: some View {
        Text("Pad").onKeyPress(.upArrow) {
          log.entries.append("up arrow")
          return .handled
        }.focusable()
        Button("Next") {}
      }
    }
    let host = TestHost(width: 20, height: 4) { Default(log: log) }
    host.send(.tab)
    host.send(KeyEvent(.up))
    host.send(KeyEvent(.up, phase: .repeat))
    // A Tab's release is not a Tab: focus stays on the pad.
    host.send(KeyEvent(.tab, phase: .release))
    host.send(KeyEvent(.up, phase: .release))
    #expect(log.entries == ["up arrow", "up arrow"])
    #expect(host.style(at: "Pad")?.attributes.contains(.inverse) == true)
  }

  @Test func aLongPressIsHeldWithSpaceAndLettingGoEarlyCancelsIt() async throws {
    let log = PhaseLog()
    let host = TestHost(width: 20, height: 4) { HoldView(log: log) }
    host.reportsKeyReleases = true
    host.send(.tab)
    // Let go at once: pressing, then not, and no long press.
    host.send(KeyEvent(.char(" ")))
    host.send(KeyEvent(.char(" "), phase: .repeat))
    host.send(KeyEvent(.char(" "), phase: .release))
    #expect(log.entries == ["pressing true", "pressing false"])
    // Held past the minimum duration: the long press completes while the key is down.
    log.entries = []
    host.send(KeyEvent(.enter))
    for _ in 0..<500 where log.entries.count < 3 { try await Task.sleep(for: .milliseconds(10)) }
    #expect(log.entries == ["pressing true", "long press", "pressing false"])
    host.send(KeyEvent(.enter, phase: .release))
    #expect(log.entries.count == 3)
  }

  @Test func withoutReleasesEnterCompletesALongPressAtOnce() {
    let log = PhaseLog()
    let host = TestHost(width: 20, height: 4) { HoldView(log: log) }
    host.send(.tab)
    host.send(.enter)
    #expect(log.entries == ["pressing true", "long press", "pressing false"])
  }
}
