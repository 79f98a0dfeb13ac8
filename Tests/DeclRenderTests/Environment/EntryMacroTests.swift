import Decl
import DeclRender
import Testing

// The forms iOS 18 code writes `@Entry` in: a typed default, an inferred one, an optional with
// no default, a transaction value and a focused value.
extension EnvironmentValues {
  @Entry var entryGreeting: String = "Hello"
  @Entry var entryCount = 3
  @Entry var entryNote: String?
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
