import Decl
import DeclRender
import DeclTesting
import Testing

@testable import Examples

/// Listings 6-10 … 6-19: buttons, their actions, states, labels, styles and roles.
@MainActor
@Suite struct Chapter6ButtonTests {
  private func host(_ id: String, height: Int = 10) -> TestHost {
    Chapter6StateSupport.host(id, width: 40, height: height)
  }

  /// The background behind "Default Title" and the padding cell before it.
  private func titleBackgrounds(_ host: TestHost) -> [CellColor?] {
    [host.cell(0, 0, from: "Default Title"), host.cell(-1, -1, from: "Default Title")]
      .map { $0?.style.background }
  }

  /// Listings 6-10, 6-11 and 6-12: each press of Change Color toggles the title's background
  /// between green and clear, whether the action is a closure, calls a method or names it.
  private func checkColorToggle(_ id: String) {
    let host = host(id)
    #expect(host.trimmedRows.contains("Default Title"))
    #expect(titleBackgrounds(host) == [.default, .default])
    assertSnapshot(host, named: "initial", suite: id)

    #expect(host.tap("Change Color"))
    // The padded text is green, padding included: `padding()` is two columns and a row on
    // each side, so 17 columns on 3 rows.
    #expect(titleBackgrounds(host) == [Chapter6Colors.green, Chapter6Colors.green])
    #expect(host.rows(withBackground: Chapter6Colors.green).count == 3)
    #expect(
      host.cellCount(row: host.row(of: "Default Title")!, background: Chapter6Colors.green) == 17)
    assertSnapshot(host, named: "after-tap", suite: id)

    // From the keyboard: Tab focuses the button (a tap left focus alone), Enter presses it.
    host.send(.tab)
    host.send(.enter)
    #expect(titleBackgrounds(host) == [.default, .default])
    assertSnapshot(host, named: "after-second-press", suite: id)
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func listing6_10ButtonTogglesTheBackground() {
    checkColorToggle("ch6-10")
  }

  @Test func listing6_11ButtonCallsAMethod() {
    checkColorToggle("ch6-11")
  }

  @Test func listing6_12ButtonReferencesTheMethod() {
    checkColorToggle("ch6-12")
  }

  @Test func listing6_13ButtonAddsAndRemovesTheText() {
    let host = host("ch6-13")
    #expect(host.trimmedRows.contains("Show Information"))
    #expect(!host.screen.contains("This is the information"))
    assertSnapshot(host, named: "initial", suite: "ch6-13")

    #expect(host.tap("Show Information"))
    #expect(host.trimmedRows.contains("This is the information"))
    // The text comes below the button's padding row and the stack's 10-point spacing (a row).
    #expect(host.row(of: "This is the information") == host.row(of: "Show Information")! + 3)
    assertSnapshot(host, named: "after-tap", suite: "ch6-13")

    host.send(.tab)
    host.send(.enter)
    #expect(!host.screen.contains("This is the information"))
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func listing6_14ButtonWorksOnlyOnce() {
    let host = host("ch6-14")
    #expect(host.style(of: "Change Color")?.foreground == SeedColors.accent)
    assertSnapshot(host, named: "initial", suite: "ch6-14")

    #expect(host.tap("Change Color"))
    #expect(titleBackgrounds(host) == [Chapter6Colors.green, Chapter6Colors.green])
    // Disabled: grey.
    #expect(host.style(of: "Change Color")?.foreground == Chapter6Colors.gray)
    assertSnapshot(host, named: "after-tap", suite: "ch6-14")

    // Nothing reacts any more: the keys find no control, the colour stays green.
    host.send(.tab)
    host.send(.enter)
    host.send(.char(" "))
    #expect(titleBackgrounds(host) == [Chapter6Colors.green, Chapter6Colors.green])
    #expect(host.style(of: "Change Color")?.foreground == Chapter6Colors.gray)
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func listing6_14FromTheKeyboardTheDisabledButtonLosesFocus() {
    let host = host("ch6-14")
    host.send(.tab)
    #expect(host.style(of: "Change Color")?.attributes.contains(.inverse) == true)
    host.send(.enter)
    #expect(titleBackgrounds(host) == [Chapter6Colors.green, Chapter6Colors.green])
    // Disabled while focused, it gives the focus up: grey, not drawn focused.
    #expect(host.style(of: "Change Color")?.foreground == Chapter6Colors.gray)
    #expect(host.style(of: "Change Color")?.attributes.contains(.inverse) == false)
    assertSnapshot(host, named: "after-tap", suite: "ch6-14")
    // There is nothing else to focus.
    host.send(.tab)
    #expect(host.style(of: "Change Color")?.attributes.contains(.inverse) == false)
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func listing6_15ImageLabelAndWidthSwitch() {
    let host = host("ch6-15")
    guard let titleRow = host.row(of: "Default Title") else {
      Issue.record("the title is not on screen")
      return
    }
    // 150 points wide (19 columns) and at most 50 points high (3 rows).
    #expect(host.cellCount(row: titleRow, background: Chapter6Colors.yellow) == 19)
    #expect(host.rows(withBackground: Chapter6Colors.yellow).count == 3)
    #expect(host.trimmedRows.contains("Expand"))
    // The asset image is a placeholder, drawn as a template in the button's accent colour.
    #expect(host.row(of: "□") == host.row(of: "Expand")! - 1)
    #expect(host.style(of: "□")?.foreground == SeedColors.accent)
    #expect(host.style(of: "Expand")?.foreground == SeedColors.accent)
    assertSnapshot(host, named: "initial", suite: "ch6-15")

    #expect(host.tap("Expand"))
    // As wide as the screen inside the padding (two columns each side).
    #expect(host.cellCount(row: titleRow, background: Chapter6Colors.yellow) == 36)
    #expect(host.trimmedRows.contains("Contract"))
    #expect(!host.screen.contains("Expand"))
    #expect(host.row(of: "□") == host.row(of: "Contract")! - 1)
    assertSnapshot(host, named: "after-tap", suite: "ch6-15")

    host.send(.tab)
    host.send(.enter)
    #expect(host.cellCount(row: titleRow, background: Chapter6Colors.yellow) == 19)
    #expect(host.trimmedRows.contains("Expand"))
    // The course ships no image files: each missing name is reported once, however often drawn.
    #expect(host.stats.warnings.count == 2)
    #expect(host.stats.warnings.allSatisfy { $0.hasPrefix("no image named") })
  }

  @Test func listing6_16BorderedAndProminentButtons() {
    let host = host("ch6-16")
    #expect(host.trimmedRows.contains("Cancel   Send"))
    #expect(host.trimmedRows.last == "Console")
    // Cancel: accent text on grey; Send: white text on the accent colour.
    #expect(host.style(of: "Cancel")?.foreground == SeedColors.accent)
    #expect(host.style(of: "Cancel")?.background == Chapter6Colors.systemGray5)
    #expect(host.cell(-1, 0, from: "Cancel")?.style.background == Chapter6Colors.systemGray5)
    #expect(host.style(of: "Send")?.foreground == .rgb(255, 255, 255))
    #expect(host.style(of: "Send")?.background == SeedColors.accent)
    assertSnapshot(host, named: "initial", suite: "ch6-16")

    #expect(host.tap("Send"))
    #expect(host.trimmedRows.last == "Send Information")
    assertSnapshot(host, named: "after-send", suite: "ch6-16")

    #expect(host.tap("Cancel"))
    #expect(host.trimmedRows.suffix(2) == ["Send Information", "Cancel Action"])
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func listing6_17DestructiveButtonIsRed() {
    let host = host("ch6-17")
    #expect(host.trimmedRows.contains("Delete   Send"))
    #expect(host.style(of: "Delete")?.foreground == SeedColors.red)
    #expect(host.style(of: "Delete")?.background == Chapter6Colors.systemGray5)
    #expect(host.style(of: "Send")?.background == SeedColors.accent)
    assertSnapshot(host, named: "initial", suite: "ch6-17")

    #expect(host.tap("Delete"))
    #expect(host.trimmedRows.last == "Delete Action")
    assertSnapshot(host, named: "after-delete", suite: "ch6-17")
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func listing6_18LargeButton() {
    let host = host("ch6-18")
    #expect(host.trimmedRows.contains("✉ Send"))
    // `.largeTitle` is bold; `.large` pads the label by two columns and one row, on the
    // accent colour.
    #expect(host.style(of: "Send")?.attributes.contains(.bold) == true)
    #expect(host.style(of: "Send")?.background == SeedColors.accent)
    #expect(host.cell(-3, 0, from: "✉")?.style.background == .default)
    #expect(host.cell(-2, 0, from: "✉")?.style.background == SeedColors.accent)
    #expect(host.cell(-2, -1, from: "✉")?.style.background == SeedColors.accent)
    #expect(host.cell(-2, -2, from: "✉")?.style.background == .default)
    #expect(host.rows(withBackground: SeedColors.accent).count == 3)
    assertSnapshot(host, named: "initial", suite: "ch6-18")

    #expect(host.tap("Send"))
    #expect(host.trimmedRows.last == "Send Information")
    assertSnapshot(host, named: "after-tap", suite: "ch6-18")
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func listing6_19CustomStyleShowsThePress() async {
    let host = host("ch6-19", height: 12)
    let buttonRow = host.row(of: "Change Color")!
    // Padding (two columns and a row) and a green border over its outermost cells.
    #expect(host.cell(-1, 0, from: "Change Color")?.grapheme == " ")
    #expect(host.cell(-2, 0, from: "Change Color")?.grapheme == "│")
    #expect(host.cell(-2, 0, from: "Change Color")?.style.foreground == Chapter6Colors.green)
    #expect(host.cell(-2, -1, from: "Change Color")?.grapheme == "┌")
    #expect(host.style(of: "Default Title")?.foreground == Chapter6Colors.gray)
    assertSnapshot(host, named: "initial", suite: "ch6-19")

    // Pressed, the box grows by a cell on every side; the label and the title stay put.
    #expect(host.tap("Change Color"))
    #expect(host.row(of: "Change Color") == buttonRow)
    #expect(host.cell(-2, 0, from: "Change Color")?.grapheme != "│")
    #expect(host.cell(-3, 0, from: "Change Color")?.grapheme == "│")
    #expect(host.cell(-3, -2, from: "Change Color")?.grapheme == "┌")
    #expect(host.style(of: "Default Title")?.foreground == Chapter6Colors.green)
    assertSnapshot(host, named: "after-press", suite: "ch6-19")

    // A moment later it is released and the box is back to its size.
    await host.settle()
    #expect(host.cell(-2, 0, from: "Change Color")?.grapheme == "│")
    #expect(host.cell(-2, -1, from: "Change Color")?.grapheme == "┌")
    #expect(host.row(of: "Change Color") == buttonRow)
    assertSnapshot(host, named: "after-release", suite: "ch6-19")
    #expect(host.stats.warnings.isEmpty)
  }
}
