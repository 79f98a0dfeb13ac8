import Decl
import Testing

@testable import DeclRender

private struct Loading: View {
  @State var isLoading = true
  var body: some View {
    VStack {
      if isLoading {
        ProgressView("Loading")
      }
      Button(isLoading ? "Stop" : "Start") { isLoading.toggle() }
    }
  }
}

private struct HalfDone: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Text("\(Int((configuration.fractionCompleted ?? 0) * 100)) percent")
    }
  }
}

/// Decorates the standard look, as Scrumdinger's progress style does: the progress view it
/// makes from its configuration is drawn in the style around it, not in this one again.
private struct Bracketed: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      Text("[")
      ProgressView(configuration)
      Text("]")
    }
  }
}

@MainActor
@Suite struct ProgressViewTests {
  @Test func aStyleDrawsTheConfigurationInTheStyleAroundIt() {
    let host = TestHost(width: 12, height: 1) {
      ProgressView(value: 0.5).progressViewStyle(Bracketed())
    }
    #expect(host.screen == "[█████░░░░░]")
    // Inside another custom style, the configuration's view takes that one.
    let nested = TestHost(width: 30, height: 1) {
      ProgressView(value: 0.5).progressViewStyle(Bracketed()).progressViewStyle(HalfDone())
    }
    #expect(nested.screen.trimmingCharacters(in: .whitespaces) == "[50 percent]")
  }

  @Test func aDeterminateBarFillsTheWidthWithTheLabelsAboveAndBelow() {
    let host = TestHost(width: 20, height: 3) {
      ProgressView(value: 5, total: 10) {
        Text("Files")
      } currentValueLabel: {
        Text("5 of 10")
      }
    }
    #expect(host.rows == ["Files", "██████████░░░░░░░░░░", "5 of 10"])
    #expect(host.style(at: "█")?.foreground == cellColor(.accentColor))
    #expect(host.style(at: "░")?.foreground == cellColor(.systemGray3))
    #expect(host.style(at: "5 of")?.foreground == cellColor(.secondary))
  }

  @Test func theBarFollowsTheValueAndClampsIt() {
    let host = TestHost(width: 10, height: 1) { ProgressView(value: 0.25) }
    #expect(host.screen == "███░░░░░░░")
    let over = TestHost(width: 10, height: 1) { ProgressView(value: 3.0, total: 2.0) }
    #expect(over.screen == "██████████")
    let tinted = TestHost(width: 10, height: 2) {
      ProgressView("Copying", value: 0.5).tint(.green)
    }
    #expect(tinted.rows[1] == "█████░░░░░")
    #expect(tinted.style(at: "█")?.foreground == cellColor(.green))
  }

  @Test func theCircularStyleShowsAPercentage() {
    let host = TestHost(width: 20, height: 1) {
      ProgressView("Sync", value: 0.5).progressViewStyle(.circular)
    }
    #expect(host.lines == ["◑ 50% Sync"])
  }

  @Test func anIndeterminateProgressViewIsASpinnerThatTurns() async throws {
    let host = TestHost(width: 20, height: 2) { Loading() }
    #expect(host.lines[0] == "⠋ Loading")
    #expect(host.runningAnimationCount == 1)
    try await Task.sleep(for: .milliseconds(350))
    await host.settle()
    #expect(host.lines[0] != "⠋ Loading")
    #expect(host.lines[0].hasSuffix(" Loading"))
  }

  @Test func settleDoesNotWaitForASpinner() async throws {
    let host = TestHost(width: 20, height: 2) { Loading() }
    // Let the spinner turn a few times while other work is pending: settle still returns long
    // before its (generous) timeout.
    try await Task.sleep(for: .milliseconds(250))
    let clock = ContinuousClock()
    let start = clock.now
    await host.settle(timeout: .seconds(30))
    #expect(clock.now - start < .seconds(15))
  }

  @Test func theSpinnerStopsWhenItsViewGoesAway() async throws {
    let host = TestHost(width: 20, height: 2) { Loading() }
    #expect(host.runningAnimationCount == 1)
    host.tap("Stop")
    #expect(!host.screen.contains("Loading"))
    try await Task.sleep(for: .milliseconds(250))
    #expect(host.runningAnimationCount == 0)
    host.tap("Start")
    #expect(host.runningAnimationCount == 1)
  }

  @Test func aSpinnerThatIsNotDrawnStopsTurning() async throws {
    struct Hidden: View {
      @State var shown = true
      var body: some View {
        VStack {
          ProgressView().opacity(shown ? 1 : 0)
          Button("Toggle") { shown.toggle() }
        }
      }
    }
    let host = TestHost(width: 20, height: 2) { Hidden() }
    host.tap("Toggle")
    // The timer notices at its next tick; under a loaded main queue that tick can be late
    // (the other main-actor tests of a full run can hold it for well over ten seconds).
    let deadline = ContinuousClock.now + .seconds(60)
    while host.runningAnimationCount != 0, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(20))
    }
    #expect(host.runningAnimationCount == 0)
    host.tap("Toggle")
    #expect(host.runningAnimationCount == 1)
  }

  @Test func anIndeterminateLinearBarMovesABlock() async throws {
    let host = TestHost(width: 10, height: 1) { ProgressView().progressViewStyle(.linear) }
    #expect(host.screen == "███░░░░░░░")
    try await Task.sleep(for: .milliseconds(250))
    await host.settle()
    #expect(host.screen != "███░░░░░░░")
    #expect(host.screen.filter { $0 == "█" }.count == 3)
  }

  @Test func aCustomStyleGetsTheFractionAndTheLabel() {
    let host = TestHost(width: 30, height: 1) {
      ProgressView("Upload", value: 0.3).progressViewStyle(HalfDone())
    }
    #expect(host.lines == ["Upload 30 percent"])
  }
}
