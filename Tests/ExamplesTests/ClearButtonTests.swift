import Decl
import DeclRender
import DeclTesting
import Testing

@testable import Examples

/// Seed 000, episode 3: the clear button in an overlay, hidden through a custom environment
/// key by `.clearButtonHidden(_:)` on a field or on a whole section.
@MainActor
@Suite struct ClearButtonTests {
  private typealias TextInputField = ClearButtonExample.TextInputField

  private func host() -> TestHost {
    SeedExamplesSupport.host("clear-button", width: 40, height: 28)
  }

  /// The row of the field titled `title` once it has text (its title floats 25 points, two
  /// rows, above it).
  private func textRow(_ host: TestHost, _ title: String) -> Int? {
    host.row(of: title).map { $0 + 2 }
  }

  /// Whether the row ends with a clear button in system grey at the right edge of the form.
  private func hasClearButton(_ host: TestHost, row: Int?) -> Bool {
    guard let row else { return false }
    let cell = host.canvas[x: host.canvas.width - 2, y: row]
    return cell.grapheme == "⊗" && cell.style.foreground == SeedColors.systemGray
  }

  @Test func fieldsWithTextShowAClearButton() {
    let host = host()
    #expect(!host.screen.contains("⊗"))
    // Type into "First Name", Tab past its new clear button, type into "Last Name".
    host.send(.tab)
    host.type("Peter")
    host.send(.tab)
    host.send(.tab)
    host.type("Friese")
    host.send(.tab)
    host.send(.tab)
    #expect(hasClearButton(host, row: textRow(host, "First Name")))
    #expect(hasClearButton(host, row: textRow(host, "Last Name")))
    #expect(host.count(of: "⊗") == 2)
    assertSnapshot(host, named: "buttons-visible", suite: "clear-button")
  }

  @Test func sectionHidesTheButtonsAndOneFieldTurnsItsOwnBackOn() {
    let host = host()
    // Skip the two name fields, then fill the address section.
    host.send(.tab)
    host.send(.tab)
    for value in ["Main Street", "12", "20095", "Hamburg", "Germany"] {
      host.send(.tab)
      host.type(value)
      // "Number" shows its button, which takes one more Tab to pass.
      if value == "12" { host.send(.tab) }
    }
    // `.textCase(.uppercase)` on the section reaches the titles of its fields.
    for title in ["STREET", "NUMBER", "POST CODE", "CITY", "COUNTRY"] {
      #expect(host.style(of: title)?.foreground == SeedColors.accent, "\(title) floats")
    }
    // Typed text keeps its case: textCase changes `Text`, not what the user types.
    #expect(host.screen.contains("Main Street"))
    #expect(host.count(of: "Street") == 1)
    #expect(hasClearButton(host, row: textRow(host, "NUMBER")))
    #expect(host.count(of: "⊗") == 1)
    assertSnapshot(host, named: "section-hidden", suite: "clear-button")
  }

  @Test func activatingTheClearButtonEmptiesTheField() {
    let host = host()
    let fieldRow = host.row(of: "First Name")
    host.send(.tab)
    host.type("Peter")
    host.send(.tab)
    host.type("Friese")  // The clear button has focus now: typing does nothing.
    host.send(.tab)
    host.type("Friese")
    #expect(host.screen.contains("Peter"))
    #expect(host.screen.contains("Friese"))
    // Back to the clear button of "First Name" and press it.
    host.send(.backTab)
    host.send(.enter)
    #expect(!host.screen.contains("Peter"))
    #expect(host.row(of: "First Name") == fieldRow)
    #expect(host.style(of: "First Name")?.foreground != SeedColors.accent)
    #expect(host.count(of: "⊗") == 1)
    #expect(hasClearButton(host, row: textRow(host, "Last Name")))
    assertSnapshot(host, named: "cleared", suite: "clear-button")
    #expect(host.stats.warnings.isEmpty)
  }

  /// The trailing padding (25 points, three columns) makes long text stop short of the
  /// button, and goes away with it.
  @Test func trailingPaddingFollowsTheButton() {
    let long = "Bowerick Wowbagger the Infinitely Prolonged"
    let shown = TestHost(width: 30, height: 3) {
      TextInputField("First Name", text: .constant(long))
    }
    #expect(shown.rows[2] == "Bowerick Wowbagger the Infi  ⊗")
    let hidden = TestHost(width: 30, height: 3) {
      TextInputField("First Name", text: .constant(long)).clearButtonHidden()
    }
    #expect(hidden.rows[2] == "Bowerick Wowbagger the Infinit")
  }

  /// The environment key: off by default, on for everything inside `.clearButtonHidden()`,
  /// and the innermost modifier wins.
  @Test func innermostClearButtonHiddenWins() {
    let host = TestHost(width: 20, height: 9) {
      VStack {
        TextInputField("A", text: .constant("a"))
        VStack {
          TextInputField("B", text: .constant("b"))
          TextInputField("C", text: .constant("c")).clearButtonHidden(false)
        }
        .clearButtonHidden()
      }
    }
    // Each field is three rows: two for its floated title, then its text.
    #expect(host.rows[2].hasSuffix("⊗"))
    #expect(host.rows[5] == "b")
    #expect(host.rows[8].hasSuffix("⊗"))
    #expect(EnvironmentValues().clearButtonHidden == false)
  }
}
