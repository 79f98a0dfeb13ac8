import Decl
import DeclRender
import DeclTesting
import Testing

@testable import Examples

/// Listings 6-31 … 6-44: toggles, sliders, progress views, steppers and the group box.
@MainActor
@Suite struct Chapter6ControlTests {
  private func host(_ id: String, height: Int = 6) -> TestHost {
    Chapter6StateSupport.host(id, width: 40, height: height)
  }

  // MARK: Toggles

  @Test func listing6_31LabelFollowsTheState() {
    let host = host("ch6-31")
    // On: the label says so and the switch is green at the trailing edge.
    #expect(host.rows[1] == "  On                               ━━●")
    #expect(host.style(of: "━━●")?.foreground == Chapter6Colors.green)
    assertSnapshot(host, named: "initial", suite: "ch6-31")

    #expect(host.tap("On"))
    #expect(host.rows[1].hasPrefix("  Off"))
    #expect(host.rows[1].hasSuffix("○──"))
    #expect(host.style(of: "○──")?.foreground == Chapter6Colors.gray)
    assertSnapshot(host, named: "after-tap", suite: "ch6-31")

    // From the keyboard: Tab focuses the toggle (a tap left focus alone), Space switches it.
    host.send(.tab)
    host.send(.char(" "))
    #expect(host.rows[1].hasPrefix("  On"))
    #expect(host.rows[1].hasSuffix("━━●"))
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func listing6_32SubtitleUnderTheLabel() {
    let host = host("ch6-32")
    #expect(host.rows[1] == "  On                               ━━●")
    #expect(host.trimmedRows[2] == "Turns the option on or off")
    #expect(host.style(of: "Turns")?.foreground == .rgb(141, 141, 147))
    #expect(host.style(of: "On")?.foreground == .default)
    assertSnapshot(host, named: "initial", suite: "ch6-32")

    #expect(host.tap("On"))
    #expect(host.rows[1].hasPrefix("  Off"))
    #expect(host.rows[1].hasSuffix("○──"))
    #expect(host.trimmedRows[2] == "Turns the option on or off")
    assertSnapshot(host, named: "after-tap", suite: "ch6-32")
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func listing6_33CustomLabelBesideAHiddenOne() {
    let host = host("ch6-33")
    // Only the switch and the text, centred: the hidden label takes no room.
    #expect(host.trimmedRows.contains("━━● On"))
    assertSnapshot(host, named: "initial", suite: "ch6-33")

    host.send(.tab)
    host.send(.char(" "))
    #expect(host.trimmedRows.contains("○── Off"))
    #expect(host.style(of: "○──")?.foreground == Chapter6Colors.gray)
    assertSnapshot(host, named: "after-space", suite: "ch6-33")

    host.send(.enter)
    #expect(host.trimmedRows.contains("━━● On"))
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func listing6_34ToggleButtonIsHighlightedWhenOn() {
    let host = host("ch6-34")
    #expect(host.trimmedRows.contains("✉ Send"))
    // On: white on the accent colour, a column of padding on each side.
    #expect(host.style(of: "Send")?.foreground == .rgb(255, 255, 255))
    #expect(host.style(of: "Send")?.background == SeedColors.accent)
    #expect(host.cell(-1, 0, from: "✉")?.style.background == SeedColors.accent)
    assertSnapshot(host, named: "initial", suite: "ch6-34")

    #expect(host.tap("Send"))
    // Off: the accent colour on grey.
    #expect(host.style(of: "Send")?.foreground == SeedColors.accent)
    #expect(host.style(of: "Send")?.background == Chapter6Colors.systemGray5)
    assertSnapshot(host, named: "after-tap", suite: "ch6-34")
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func listing6_35CustomStyleDrawsACheckMark() {
    let host = host("ch6-35")
    #expect(host.rows[1] == "  Enabled                            ✔")
    // `checkmark.rectangle.fill` is the heavy check mark of filled check symbols, grey while off.
    #expect(host.style(of: "✔")?.foreground == Chapter6Colors.gray)
    assertSnapshot(host, named: "initial", suite: "ch6-35")

    // `tap` runs the style's tap gesture, once.
    #expect(host.tap("Enabled"))
    #expect(host.style(of: "✔")?.foreground == Chapter6Colors.green)
    assertSnapshot(host, named: "after-tap", suite: "ch6-35")

    // The gesture is on the check mark only: a click on the label does nothing, a click on
    // the mark switches it back, once.
    let label = host.position(of: "Enabled")!
    host.click(x: label.x, y: label.y)
    #expect(host.style(of: "✔")?.foreground == Chapter6Colors.green)
    let mark = host.position(of: "✔")!
    host.click(x: mark.x, y: mark.y)
    #expect(host.style(of: "✔")?.foreground == Chapter6Colors.gray)
    // From the keyboard: Tab focuses the toggle, Space runs the gesture.
    host.send(.tab)
    host.send(.char(" "))
    #expect(host.style(of: "✔")?.foreground == Chapter6Colors.green)
    #expect(host.stats.warnings.isEmpty)
  }

  // MARK: Slider

  /// The column of the slider's thumb.
  private func thumb(_ host: TestHost) -> Int? { host.position(of: "●")?.x }

  @Test func listing6_36SliderMovesByWholeSteps() {
    let host = host("ch6-36")
    #expect(host.trimmedRows.contains("Current Value: 5"))
    // A 36-column track (two columns of padding each side) with the thumb in the middle.
    let start = thumb(host)!
    #expect(
      host.rows[2] == "  " + String(repeating: "━", count: 18) + "●"
        + String(repeating: "─", count: 17))
    assertSnapshot(host, named: "initial", suite: "ch6-36")

    host.send(.tab)
    host.send(.right)
    #expect(host.trimmedRows.contains("Current Value: 6"))
    #expect(thumb(host)! > start)
    assertSnapshot(host, named: "after-right", suite: "ch6-36")

    host.send(.end)
    #expect(host.trimmedRows.contains("Current Value: 10"))
    for _ in 0..<3 { host.send(.left) }
    #expect(host.trimmedRows.contains("Current Value: 7"))
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func listing6_37ValueIsYellowWhileTheSliderMoves() {
    let host = host("ch6-37")
    #expect(host.trimmedRows.contains("Current Value: 5"))
    #expect(host.style(of: "Current Value")?.background == .default)
    assertSnapshot(host, named: "initial", suite: "ch6-37")

    // Focusing the slider does not begin an edit; moving the thumb does.
    host.send(.tab)
    #expect(host.style(of: "Current Value")?.background == .default)
    host.send(.right)
    #expect(host.trimmedRows.contains("Current Value: 6"))
    #expect(host.style(of: "Current Value")?.background == Chapter6Colors.yellow)
    #expect(host.cell(-1, -1, from: "Current Value")?.style.background == Chapter6Colors.yellow)
    assertSnapshot(host, named: "after-right", suite: "ch6-37")

    host.send(.right)
    #expect(host.trimmedRows.contains("Current Value: 7"))
    #expect(host.style(of: "Current Value")?.background == Chapter6Colors.yellow)

    // The slider is the only control, so focus cannot leave it: another key ends the edit
    // (as would a second without keys, see the next test).
    host.send(.enter)
    #expect(host.trimmedRows.contains("Current Value: 7"))
    #expect(host.style(of: "Current Value")?.background == .default)
    assertSnapshot(host, named: "after-enter", suite: "ch6-37")
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func listing6_37TheEditEndsWhenTheKeysStop() async {
    let host = host("ch6-37")
    host.send(.tab)
    host.send(.left)
    #expect(host.style(of: "Current Value")?.background == Chapter6Colors.yellow)
    // Settling lets the idle moment pass at once.
    await host.settle()
    #expect(host.trimmedRows.contains("Current Value: 4"))
    #expect(host.style(of: "Current Value")?.background == .default)
  }

  @Test func listing6_37DraggingTheThumbIsOneEdit() {
    let host = host("ch6-37")
    let thumb = host.position(of: "●")!
    host.mouse(.press(.left), x: thumb.x, y: thumb.y)
    #expect(host.style(of: "Current Value")?.background == Chapter6Colors.yellow)
    host.mouse(.drag(.left), x: thumb.x + 100, y: thumb.y)
    #expect(host.trimmedRows.contains("Current Value: 10"))
    #expect(host.style(of: "Current Value")?.background == Chapter6Colors.yellow)
    host.mouse(.release(.left), x: thumb.x + 100, y: thumb.y)
    #expect(host.style(of: "Current Value")?.background == .default)
    #expect(host.stats.warnings.isEmpty)
  }

  // MARK: Progress

  /// How many cells of the bar are filled.
  private func filled(_ host: TestHost) -> Int { host.count(of: "█") }

  @Test func listing6_38BarIsHalfFull() {
    let host = host("ch6-38")
    #expect(filled(host) == 18)
    #expect(host.count(of: "░") == 18)
    #expect(host.style(of: "█")?.foreground == SeedColors.accent)
    assertSnapshot(host, named: "initial", suite: "ch6-38")

    // Narrower, the bar keeps the proportion.
    host.resize(width: 22, height: 6)
    #expect(filled(host) == 9)
    #expect(host.count(of: "░") == 9)
    assertSnapshot(host, named: "after-resize", suite: "ch6-38")
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func listing6_39SliderDrivesTheBar() {
    let host = host("ch6-39")
    #expect(filled(host) == 18)
    assertSnapshot(host, named: "initial", suite: "ch6-39")

    // Without a step the slider moves a twentieth of the range (0.5) per key.
    host.send(.tab)
    for _ in 0..<4 { host.send(.right) }
    #expect(filled(host) == 25)
    assertSnapshot(host, named: "after-right", suite: "ch6-39")

    host.send(.home)
    #expect(filled(host) == 0)
    #expect(host.count(of: "░") == 36)
    host.send(.end)
    #expect(filled(host) == 36)
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func listing6_40SpinnerTurns() async throws {
    let host = host("ch6-40")
    let spinner = host.rows[1].trimmingCharacters(in: .whitespaces)
    #expect(spinner.count == 1)
    #expect(host.runningAnimationCount == 1)
    assertSnapshot(host, named: "initial", suite: "ch6-40")

    // It turns every 100 ms, ten frames a turn: after a short sleep the next frame drawn shows
    // another glyph (unless the sleep happened to last whole turns, when tests run in
    // parallel: then it tries again).
    let position = host.position(of: spinner)!
    var turned = Character(spinner)
    for _ in 0..<5 where turned == Character(spinner) {
      try await Task.sleep(for: .milliseconds(300))
      host.resize(width: 40, height: 6)
      turned = host.canvas[x: position.x, y: position.y].grapheme
    }
    #expect(turned != Character(spinner))
    #expect("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏".contains(turned))
    #expect(host.stats.warnings.isEmpty)
  }

  // MARK: Stepper

  @Test func listing6_41StepperCountsByOne() {
    let host = host("ch6-41")
    #expect(host.trimmedRows.contains("Current Value: 0"))
    #expect(host.rows[2] == "  Counter                    [ − | + ]")
    // At the lower bound the minus is dimmed.
    #expect(host.style(of: "−")?.foreground == Chapter6Colors.gray)
    #expect(host.style(of: "+")?.foreground == SeedColors.accent)
    assertSnapshot(host, named: "initial", suite: "ch6-41")

    host.send(.tab)
    host.send(.right)
    #expect(host.trimmedRows.contains("Current Value: 1"))
    #expect(host.style(of: "−")?.foreground == SeedColors.accent)
    assertSnapshot(host, named: "after-right", suite: "ch6-41")

    host.send(.char("+"))
    host.send(.char("+"))
    host.send(.left)
    #expect(host.trimmedRows.contains("Current Value: 2"))
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func listing6_42StepperCountsByFive() {
    let host = host("ch6-42")
    #expect(host.trimmedRows.contains("Current Value: 0"))
    assertSnapshot(host, named: "initial", suite: "ch6-42")

    host.send(.tab)
    host.send(.right)
    #expect(host.trimmedRows.contains("Current Value: 5"))
    host.send(.right)
    #expect(host.trimmedRows.contains("Current Value: 10"))
    assertSnapshot(host, named: "after-right", suite: "ch6-42")

    host.send(.left)
    #expect(host.trimmedRows.contains("Current Value: 5"))
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func listing6_43ArrowShowsTheDirection() {
    let host = host("ch6-43")
    #expect(host.trimmedRows.contains("Current Value: 0 ↑ [ − | + ]"))
    #expect(host.style(of: "↑")?.foreground == Chapter6Colors.green)
    assertSnapshot(host, named: "initial", suite: "ch6-43")

    host.send(.tab)
    host.send(.right)
    host.send(.right)
    #expect(host.trimmedRows.contains("Current Value: 10 ↑ [ − | + ]"))
    #expect(host.style(of: "↑")?.foreground == Chapter6Colors.green)
    assertSnapshot(host, named: "after-increment", suite: "ch6-43")

    host.send(.left)
    #expect(host.trimmedRows.contains("Current Value: 5 ↓ [ − | + ]"))
    #expect(host.style(of: "↓")?.foreground == SeedColors.red)
    assertSnapshot(host, named: "after-decrement", suite: "ch6-43")

    // No bounds: the closures take the value below zero.
    host.send(.left)
    host.send(.left)
    #expect(host.trimmedRows.contains("Current Value: -5 ↓ [ − | + ]"))
    #expect(host.stats.warnings.isEmpty)
  }

  // MARK: Group box

  @Test func listing6_44GroupBoxFramesTheToggles() {
    let host = host("ch6-44", height: 8)
    #expect(host.trimmedRows[1].hasPrefix("┌ Settings ─"))
    #expect(host.trimmedRows[2] == "│ Autocorrection               ━━● │")
    #expect(host.trimmedRows[5].hasPrefix("└─"))
    #expect(host.style(of: "Settings")?.attributes.contains(.bold) == true)
    assertSnapshot(host, named: "initial", suite: "ch6-44")

    host.send(.tab)
    host.send(.tab)
    host.send(.char(" "))
    #expect(host.trimmedRows[3] == "│ Capitalization               ○── │")
    #expect(host.trimmedRows[2].hasSuffix("━━● │"))
    #expect(host.trimmedRows[4].hasSuffix("━━● │"))
    assertSnapshot(host, named: "after-space", suite: "ch6-44")
    #expect(host.stats.warnings.isEmpty)
  }
}
