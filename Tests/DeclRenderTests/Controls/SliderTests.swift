import Decl
import Testing

@testable import DeclRender

/// Records `onEditingChanged` calls.
@MainActor
private final class EditLog {
  var events: [Bool] = []
}

private struct Speed: View {
  @State var speed = 50.0
  var step: Double? = 10
  var log = EditLog()
  var disabled = false
  var body: some View {
    VStack(alignment: .leading) {
      if let step {
        Slider(value: $speed, in: 0...100, step: step) {
          Text("Speed")
        } minimumValueLabel: {
          Text("0")
        } maximumValueLabel: {
          Text("100")
        } onEditingChanged: {
          log.events.append($0)
        }
        .disabled(disabled)
      } else {
        Slider(value: $speed, in: 0...100) { log.events.append($0) }
      }
      Text("speed \(Int(speed))")
      Button("Other") {}
    }
  }
}

@MainActor
@Suite struct SliderTests {
  @Test func theTrackFillsTheRowBetweenTheLabels() {
    let host = TestHost(width: 30, height: 3) { Speed() }
    // "Speed 0 " is 8 columns, " 100" 4: the track has the 18 between, the thumb in the
    // middle (8.5 rounds to 9).
    #expect(host.rows[0] == "Speed 0 ━━━━━━━━━●──────── 100")
    #expect(host.style(at: "━")?.foreground == cellColor(.accentColor))
    #expect(host.style(at: "●")?.foreground == cellColor(.accentColor))
    #expect(host.style(at: "─")?.foreground == cellColor(.systemGray3))
  }

  @Test func leftAndRightMoveByTheStepAndStopAtTheEnds() {
    let host = TestHost(width: 30, height: 3) { Speed() }
    host.send(.tab)
    host.send(.right)
    #expect(host.screen.contains("speed 60"))
    host.send(.left)
    host.send(.left)
    #expect(host.screen.contains("speed 40"))
    host.send(.end)
    host.send(.right)
    #expect(host.screen.contains("speed 100"))
    #expect(host.rows[0].hasSuffix("━━━● 100"))
    host.send(.home)
    host.send(.left)
    #expect(host.screen.contains("speed 0"))
    #expect(host.rows[0].hasPrefix("Speed 0 ●──"))
  }

  @Test func withoutAStepAKeyMovesATwentiethOfTheRange() {
    let host = TestHost(width: 30, height: 3) { Speed(step: nil) }
    #expect(host.rows[0].hasPrefix("━━━━━━━━━━━━━━━●"))
    host.send(.tab)
    host.send(.right)
    #expect(host.screen.contains("speed 55"))
  }

  @Test func editingBeginsAtTheFirstMoveAndEndsWhenFocusLeaves() {
    let log = EditLog()
    let host = TestHost(width: 30, height: 3) { Speed(log: log) }
    host.send(.tab)
    #expect(log.events.isEmpty)
    host.send(.right)
    host.send(.right)
    #expect(log.events == [true])
    host.send(.tab)
    #expect(log.events == [true, false])
    host.send(.backTab)
    #expect(log.events == [true, false])
  }

  @Test func aClickOnTheTrackPutsTheThumbThere() {
    let log = EditLog()
    let host = TestHost(width: 30, height: 3) { Speed(log: log) }
    // The track runs from column 8 to 25; column 25 is the maximum.
    host.click(x: 25, y: 0)
    #expect(host.screen.contains("speed 100"))
    host.click(x: 8, y: 0)
    #expect(host.screen.contains("speed 0"))
    host.click(x: 12, y: 0)
    // 4/17 of the range is 23.5, rounded to the step.
    #expect(host.screen.contains("speed 20"))
    // Each click is a press and a release: an edit of its own.
    #expect(log.events == [true, false, true, false, true, false])
    // A click on the label only focuses.
    host.click(x: 1, y: 0)
    #expect(host.screen.contains("speed 20"))
    #expect(log.events.count == 6)
  }

  @Test func aPressGrabsTheThumbWhichFollowsDragsUntilTheRelease() {
    let log = EditLog()
    let host = TestHost(width: 30, height: 3) { Speed(log: log) }
    host.mouse(.press(.left), x: 8, y: 0)
    #expect(host.screen.contains("speed 0"))
    #expect(log.events == [true])
    // The pointer may leave the track (or the row): the thumb stops at the ends.
    host.mouse(.drag(.left), x: 17, y: 0)
    #expect(host.screen.contains("speed 50"))
    host.mouse(.drag(.left), x: 29, y: 2)
    #expect(host.screen.contains("speed 100"))
    #expect(log.events == [true])
    host.mouse(.release(.left), x: 29, y: 2)
    #expect(log.events == [true, false])
    // Without a press, drags move nothing.
    host.mouse(.drag(.left), x: 8, y: 0)
    #expect(host.screen.contains("speed 100"))
  }

  @Test func aKeyOtherThanTheSlidersEndsAKeyboardEdit() {
    let log = EditLog()
    let host = TestHost(width: 30, height: 3) { Speed(log: log) }
    host.send(.tab)
    host.send(.right)
    host.send(.end)
    #expect(log.events == [true])
    host.send(.enter)
    #expect(log.events == [true, false])
    // The slider keeps focus; the next arrow key begins another edit.
    host.send(.left)
    #expect(host.screen.contains("speed 90"))
    #expect(log.events == [true, false, true])
    host.send(.escape)
    #expect(log.events == [true, false, true, false])
  }

  @Test func aKeyboardEditEndsWhenTheKeysHaveBeenIdle() async throws {
    let log = EditLog()
    let host = TestHost(width: 30, height: 3) { Speed(log: log) }
    host.send(.tab)
    host.send(.right)
    host.send(.right)
    // Keys in quick succession (a held key repeating) are one edit.
    #expect(log.events == [true])
    // The timer needs the main actor, which other tests may hold for many seconds.
    let deadline = ContinuousClock.now + .seconds(60)
    while log.events.count < 2, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(50))
    }
    #expect(log.events == [true, false])
    #expect(host.screen.contains("speed 70"))
  }

  @Test func settlingEndsAKeyboardEdit() async {
    let log = EditLog()
    let host = TestHost(width: 30, height: 3) { Speed(log: log) }
    host.send(.tab)
    host.send(.right)
    await host.settle()
    #expect(log.events == [true, false])
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func theFocusedSliderIsDrawnInReverse() {
    let host = TestHost(width: 30, height: 3) { Speed() }
    host.send(.tab)
    #expect(host.style(at: "●")?.attributes.contains(.inverse) == true)
    #expect(host.style(at: "Speed")?.attributes.contains(.inverse) == true)
  }

  @Test func aDisabledSliderIsGreyAndIgnoresKeysAndClicks() {
    let host = TestHost(width: 30, height: 3) { Speed(disabled: true) }
    #expect(host.style(at: "●")?.foreground == cellColor(.gray))
    host.click(x: 25, y: 0)
    host.send(.tab)
    host.send(.right)
    #expect(host.screen.contains("speed 50"))
  }

  @Test func aFloatValueAndAnIdealWidth() {
    struct Volume: View {
      @State var volume: Float = 0.5
      var body: some View {
        HStack {
          Slider(value: $volume).fixedSize()
          Text("\(Int(volume * 100))%")
        }
      }
    }
    let host = TestHost(width: 30, height: 1) { Volume() }
    // At its ideal size a slider is 16 columns wide.
    #expect(host.lines[0] == "━━━━━━━━●─────── 50%")
    host.send(.tab)
    host.send(.left)
    #expect(host.lines[0].hasSuffix("45%"))
  }

  @Test func theLatestClosureRunsThoughClosuresDoNotCountAsChanges() {
    final class Log {
      var entries: [String] = []
    }
    struct Parent: View {
      @State var generation = 0
      @State var value = 0.5
      let log: Log
      var body: some View {
        VStack {
          Slider(value: $value) { log.entries.append("generation \(generation): \($0)") }
          Button("Bump") { generation += 1 }
        }
      }
    }
    let log = Log()
    let host = TestHost(width: 20, height: 2) { Parent(log: log) }
    host.tap("Bump")
    let evaluations = host.stats.bodyEvaluations
    host.tap("Bump")
    // Only the parent's body ran again: the slider, its new closure aside, is the same.
    #expect(host.stats.bodyEvaluations - evaluations == 1)
    // The taps left nothing focused: Tab reaches the slider first.
    host.send(.tab)
    host.send(.right)
    host.send(.tab)
    #expect(log.entries == ["generation 2: true", "generation 2: false"])
  }
}
