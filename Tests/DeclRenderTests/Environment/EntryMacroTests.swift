import Decl
import DeclRender
import Testing

// The forms iOS 18 code writes `@Entry` in: a typed default, an inferred one, an optional with
// no default, a transaction value and a focused value.
extension EnvironmentValues {
  @Entry var entryGreeting: String = "Hello"
  @Entry var entryCount = 3
  @Entry var entryNote: String?
  @Entry var entryScores: [String: Int] = [:]
  @Entry var entryAction: @Sendable (Int) -> Int = { $0 == 0 ? 1 : $0 * 2 }
  @Entry var `entryQuoted`: Bool = true
}

extension Transaction {
  @Entry var entryReason: String = "none"
}

extension FocusedValues {
  @Entry var entrySelection: String?
}

@MainActor
@Suite struct EntryMacroTests {
  struct Greeting: View {
    @Environment(\.entryGreeting) var greeting
    @Environment(\.entryCount) var count
    @Environment(\.entryNote) var note
    var body: some View {
      Text("\(greeting) ×\(count) \(note ?? "-")")
    }
  }

  @Test func anEntryReadsItsDefaultUntilAViewSetsIt() {
    let plain = TestHost(width: 20, height: 1) { Greeting() }
    #expect(plain.lines == ["Hello ×3 -"])
    let set = TestHost(width: 20, height: 1) {
      Greeting()
        .environment(\.entryGreeting, "Hi")
        .environment(\.entryCount, 7)
        .environment(\.entryNote, "n")
    }
    #expect(set.lines == ["Hi ×7 n"])
  }

  /// Types with brackets, attributes and arrows, an initializer with `==` in it and a
  /// back-quoted name all read as SwiftUI's macro reads them.
  @Test func entriesOfEveryShapeKeepTheirDefaults() {
    var values = EnvironmentValues()
    #expect(values.entryScores.isEmpty)
    #expect(values.entryAction(0) == 1 && values.entryAction(3) == 6)
    #expect(values.entryQuoted)
    values.entryScores["a"] = 1
    values.entryAction = { $0 + 1 }
    values.entryQuoted = false
    #expect(values.entryScores == ["a": 1] && values.entryAction(1) == 2 && !values.entryQuoted)
  }

  @Test func transactionAndFocusedEntriesStoreTheirValues() {
    var transaction = Transaction()
    #expect(transaction.entryReason == "none")
    transaction.entryReason = "tap"
    #expect(transaction.entryReason == "tap")
    var focused = FocusedValues()
    #expect(focused.entrySelection == nil)
    focused.entrySelection = "row 2"
    #expect(focused.entrySelection == "row 2")
  }
}
