import Decl
import DeclRender
import DeclTesting
import Testing

@testable import Examples

/// Listings 6-1 … 6-9: @State, two-way bindings, @Binding and Binding structures.
@MainActor
@Suite struct Chapter6StateTests {
  private func host(_ id: String) -> TestHost { Chapter6StateSupport.host(id) }

  // MARK: State

  @Test func listing6_1ButtonChangesTheTitle() {
    let host = host("ch6-1")
    #expect(host.trimmedRows.contains("Default Title"))
    assertSnapshot(host, named: "initial", suite: "ch6-1")

    #expect(host.tap("Change Title"))
    #expect(host.trimmedRows.contains("My New Title"))
    #expect(!host.screen.contains("Default Title"))
    assertSnapshot(host, named: "changed", suite: "ch6-1")
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func listing6_2ButtonTogglesValidity() {
    let host = host("ch6-2")
    #expect(host.trimmedRows.contains("Default Title"))
    assertSnapshot(host, named: "initial", suite: "ch6-2")

    #expect(host.tap("Change Validation"))
    #expect(host.trimmedRows.contains("Invalid"))
    assertSnapshot(host, named: "invalid", suite: "ch6-2")

    #expect(host.tap("Change Validation"))
    #expect(host.trimmedRows.contains("Valid"))
    #expect(!host.screen.contains("Invalid"))
    assertSnapshot(host, named: "valid", suite: "ch6-2")
    #expect(host.stats.warnings.isEmpty)
  }

  // MARK: Two-way binding

  @Test func listing6_3TypedTextBecomesTheTitleAndTheFieldClears() {
    let host = host("ch6-3")
    #expect(host.trimmedRows.contains("Insert Title"))
    assertSnapshot(host, named: "initial", suite: "ch6-3")

    host.send(.tab)
    host.type("My Book")
    // The field holds the text; the title does not change until the button is pressed.
    #expect(host.trimmedRows.contains("My Book"))
    #expect(host.trimmedRows.contains("Default Title"))
    assertSnapshot(host, named: "typed", suite: "ch6-3")

    #expect(host.tap("Change Title"))
    #expect(host.trimmedRows.contains("My Book"))
    #expect(!host.screen.contains("Default Title"))
    // The field was cleared, so its placeholder shows again.
    #expect(host.trimmedRows.contains("Insert Title"))
    assertSnapshot(host, named: "changed", suite: "ch6-3")
    #expect(host.stats.warnings.isEmpty)
  }

  // MARK: Binding

  /// Listings 6-4 and 6-5 behave alike: type, press the button, the title changes.
  private func checkHeaderViewFlow(_ id: String) {
    let host = host(id)
    #expect(host.trimmedRows.contains("Default Title"))
    #expect(host.trimmedRows.contains("Insert Title"))
    assertSnapshot(host, named: "initial", suite: id)

    host.send(.tab)
    host.type("Hello")
    #expect(host.trimmedRows.contains("Hello"))
    #expect(host.trimmedRows.contains("Default Title"))
    assertSnapshot(host, named: "typed", suite: id)

    #expect(host.tap("Change Title"))
    #expect(host.trimmedRows.contains("Hello"))
    #expect(host.trimmedRows.contains("Insert Title"))
    #expect(!host.screen.contains("Default Title"))
    assertSnapshot(host, named: "changed", suite: id)
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func listing6_4HeaderViewSharesTheStateThroughABinding() {
    checkHeaderViewFlow("ch6-4")
  }

  @Test func listing6_5WrappedAndProjectedValuesWorkLikeTheShortcuts() {
    checkHeaderViewFlow("ch6-5")
  }

  @Test func listing6_6InitializerPrefillsTheField() {
    let host = host("ch6-6")
    #expect(host.trimmedRows.contains("Hello World"))
    #expect(host.trimmedRows.contains("Default Title"))
    #expect(!host.screen.contains("Insert Title"))
    assertSnapshot(host, named: "initial", suite: "ch6-6")

    #expect(host.tap("Change Title"))
    #expect(host.trimmedRows.contains("Hello World"))
    #expect(host.trimmedRows.contains("Insert Title"))
    #expect(!host.screen.contains("Default Title"))
    assertSnapshot(host, named: "changed", suite: "ch6-6")
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func listing6_7CountsTheTitleThroughTheBinding() {
    let host = host("ch6-7")
    #expect(host.trimmedRows.contains("Default Title (13)"))
    assertSnapshot(host, named: "initial", suite: "ch6-7")

    host.send(.tab)
    host.type("Hello")
    // The counter follows the title, not the field.
    #expect(host.trimmedRows.contains("Default Title (13)"))
    #expect(host.trimmedRows.contains("Hello"))

    #expect(host.tap("Change Title"))
    #expect(host.trimmedRows.contains("Hello (5)"))
    #expect(host.trimmedRows.contains("Insert Title"))
    assertSnapshot(host, named: "changed", suite: "ch6-7")
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func listing6_8PreviewBindingsReadFixedValuesAndPrintWrites() {
    let host = host("ch6-8")
    #expect(host.trimmedRows.contains("My Preview Title (16)"))
    #expect(host.trimmedRows.contains("Insert Title"))
    #expect(host.trimmedRows.contains("Console"))
    assertSnapshot(host, named: "initial", suite: "ch6-8")

    host.send(.tab)
    // Typed a key at a time, as a person types (one `type` call is a burst, one edit).
    for key in "abc" { host.type(String(key)) }
    // Each key reaches the setter, which prints it; the getter still answers "", so the field
    // stays empty and every key arrives alone.
    #expect(host.trimmedRows.suffix(2) == ["b", "c"])
    #expect(host.trimmedRows.contains("Insert Title"))
    #expect(!host.screen.contains("abc"))
    #expect(host.trimmedRows.contains("My Preview Title (16)"))
    assertSnapshot(host, named: "typed", suite: "ch6-8")
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func listing6_9ConstantBindingsIgnoreWrites() {
    let host = host("ch6-9")
    #expect(host.trimmedRows.contains("My Preview Title (16)"))
    #expect(host.trimmedRows.contains("Insert Title"))
    assertSnapshot(host, named: "initial", suite: "ch6-9")

    host.send(.tab)
    host.type("abc")
    #expect(host.trimmedRows.contains("Insert Title"))
    #expect(!host.screen.contains("abc"))
    #expect(host.trimmedRows.contains("My Preview Title (16)"))
    assertSnapshot(host, named: "typed", suite: "ch6-9")
    #expect(host.stats.warnings.isEmpty)
  }
}
