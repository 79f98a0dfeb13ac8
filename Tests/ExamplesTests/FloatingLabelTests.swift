import Decl
import DeclRender
import DeclTesting
import Testing

@testable import Examples

/// Seed 000, episode 2: `TextInputField`, a drop-in replacement for `TextField` whose title is
/// the placeholder while empty and floats above the text, in the accent colour, once typed.
@MainActor
@Suite struct FloatingLabelTests {
  private typealias TextInputField = FloatingLabelExample.TextInputField

  private static let titles = [
    "First Name", "Last Name", "Street", "Number", "Post code", "City", "County", "Country",
  ]
  private static let values = [
    "Peter", "Friese", "Main Street", "12", "20095", "Hamburg", "Hamburg", "Germany",
  ]

  private func host() -> TestHost {
    SeedExamplesSupport.host("floating-label", width: 40, height: 34)
  }

  @Test func emptyFieldsShowTheirTitlesAsPlaceholders() {
    let host = host()
    // The section header, then four rows per field: the 25-point top padding is two rows,
    // and a separator between fields.
    var previousRow = host.row(of: "SHIPPING ADDRESS") ?? -1
    #expect(previousRow >= 0)
    for title in Self.titles {
      let position = host.position(of: title)
      #expect(position != nil, "\(title) is on screen")
      guard let position else { continue }
      // Each title sits in its field, below the rows kept free for the floating label.
      #expect(position.y == previousRow + (title == Self.titles.first ? 3 : 4))
      previousRow = position.y
      #expect(host.style(of: title)?.foreground != SeedColors.accent)
      #expect(host.style(of: title)?.foreground != .default)
    }
    assertSnapshot(host, named: "empty", suite: "floating-label")
  }

  @Test func typingTheFirstNameFloatsItsTitle() {
    let host = host()
    let fieldRow = host.row(of: "First Name")
    host.send(.tab)
    host.type("Peter")
    // The title moved up 25 points (two rows), into the padding, and the text took its place.
    #expect(host.row(of: "Peter") == fieldRow)
    #expect(host.row(of: "First Name") == fieldRow.map { $0 - 2 })
    #expect(host.style(of: "First Name")?.foreground == SeedColors.accent)
    // The other fields are untouched.
    #expect(host.style(of: "Last Name")?.foreground != SeedColors.accent)
    #expect(host.row(of: "Last Name") == fieldRow.map { $0 + 4 })
    assertSnapshot(host, named: "first-name", suite: "floating-label")
  }

  @Test func everyFieldFilledShowsEveryTitleAboveItsText() {
    let host = host()
    for value in Self.values {
      host.send(.tab)
      host.type(value)
    }
    for (title, value) in zip(Self.titles, Self.values) {
      guard let titleRow = host.row(of: title) else {
        Issue.record("\(title) is not on screen")
        continue
      }
      #expect(host.rows[titleRow + 2].trimmingCharacters(in: .whitespaces) == value)
      #expect(host.style(of: title)?.foreground == SeedColors.accent)
    }
    assertSnapshot(host, named: "filled", suite: "floating-label")
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func deletingTheTextPutsTheTitleBackInTheField() {
    let host = host()
    let fieldRow = host.row(of: "First Name")
    host.send(.tab)
    host.type("Al")
    host.send(.backspace)
    host.send(.backspace)
    #expect(host.row(of: "First Name") == fieldRow)
    #expect(host.style(of: "First Name")?.foreground != SeedColors.accent)
  }

  /// The component on its own: the same call shape as `TextField`, a binding that writes
  /// through to its owner, and the label two rows (25 points) above the text.
  @Test func componentIsADropInReplacementForTextField() {
    struct Owner: View {
      @State var name = ""
      var body: some View {
        VStack(alignment: .leading) {
          TextInputField("First Name", text: $name)
          Text("Hello, \(name)!")
        }
      }
    }
    let host = TestHost(width: 20, height: 4) { Owner() }
    #expect(host.screen == "\n\nFirst Name\nHello, !")
    host.send(.tab)
    host.type("Peter")
    #expect(host.screen == "First Name\n\nPeter\nHello, Peter!")

    let constant = TestHost(width: 20, height: 3) {
      TextInputField("First Name", text: .constant("Peter"))
    }
    #expect(constant.screen == "First Name\n\nPeter")
  }
}
