import Decl
import Testing

@testable import DeclRender

private enum Spot: Hashable { case first, once, field, last }

/// Buttons around one that disables itself, and a field a tap can disable.
private struct OnceForm: View {
  @State private var used = false
  @State private var locked = false
  @State private var text = ""
  @State private var log: [String] = []
  @FocusState private var focus: Spot?

  var body: some View {
    VStack {
      Button("First") { log.append("first") }.focused($focus, equals: .first)
      Button("Once") {
        used = true
        log.append("once")
      }
      .disabled(used)
      .focused($focus, equals: .once)
      TextField("Field", text: $text).disabled(locked).focused($focus, equals: .field)
      Button("Lock") { locked = true }.focused($focus, equals: .last)
      Text("focus: \(focus.map { "\($0)" } ?? "none") log: \(log.joined(separator: ","))")
    }
  }
}

@MainActor
@Suite struct DisabledFocusTests {
  @Test func aButtonDisabledWhileFocusedLosesFocus() {
    let host = TestHost(width: 40, height: 6) { OnceForm() }
    host.send(.tab)
    host.send(.tab)
    #expect(host.screen.contains("focus: once"))
    host.send(.enter)
    // Disabled by its own action: nothing is focused and the focus state says so.
    #expect(host.screen.contains("focus: none log: once"))
    #expect(host.style(at: "Once")?.attributes.contains(.inverse) == false)
    // Enter and Space reach no control.
    host.send(.enter)
    host.send(.char(" "))
    #expect(host.screen.contains("log: once"))
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func tabGoesOnFromWhereTheDisabledControlWas() {
    let host = TestHost(width: 40, height: 6) { OnceForm() }
    host.send(.tab)
    host.send(.tab)
    host.send(.enter)
    host.send(.tab)
    #expect(host.screen.contains("focus: field"))
  }

  @Test func shiftTabGoesBackFromWhereTheDisabledControlWas() {
    let host = TestHost(width: 40, height: 6) { OnceForm() }
    host.send(.tab)
    host.send(.tab)
    host.send(.enter)
    host.send(.backTab)
    #expect(host.screen.contains("focus: first"))
  }

  @Test func aFieldDisabledWhileFocusedLosesFocusAndTheCaret() {
    let host = TestHost(width: 40, height: 6) { OnceForm() }
    host.send(.tab)
    host.send(.tab)
    host.send(.tab)
    host.type("ab")
    #expect(host.screen.contains("focus: field"))
    // A tap leaves focus in the field, then its action disables the field.
    #expect(host.tap("Lock"))
    #expect(host.screen.contains("focus: none"))
    #expect(host.cursor == nil)
    host.type("cd")
    #expect(!host.screen.contains("abcd"))
  }

  @Test func theOldPlaceCountsOnlyForTheNextMove() {
    let host = TestHost(width: 40, height: 6) { OnceForm() }
    host.send(.tab)
    host.send(.tab)
    host.send(.enter)
    // The first Tab goes on from the disabled button; the next simply moves on.
    host.send(.tab)
    host.send(.tab)
    #expect(host.screen.contains("focus: last"))
  }
}
