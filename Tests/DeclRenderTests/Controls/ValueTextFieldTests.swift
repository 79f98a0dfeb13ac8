import Decl
import DeclRender
import Foundation
import Testing

private struct AmountForm: View {
  @State var amount = 12.5
  @State private var submitted: [Double] = []

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Amount", value: $amount, format: .number.precision(.fractionLength(2)))
        .onSubmit { submitted.append(amount) }
      Text("value \(amount, specifier: "%.3f")")
      Text("submitted \(submitted.map { String($0) }.joined(separator: ","))")
      Button("Set 7") { amount = 7 }
    }
  }
}

private struct QuantityForm: View {
  @State var quantity = 2.5
  @State var count: Int? = 3
  private static let decimal: NumberFormatter = {
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    formatter.locale = Locale(identifier: "en_US")
    return formatter
  }()

  var body: some View {
    VStack(alignment: .leading) {
      TextField("Quantity", value: $quantity, formatter: Self.decimal)
      TextField("Count", value: $count, format: .number)
      Text("quantity \(quantity) count \(count.map(String.init) ?? "nil")")
    }
  }
}

private struct FocusedAmount: View {
  enum Field: Hashable { case amount }
  @State private var amount = 1
  @FocusState private var focused: Field?

  var body: some View {
    VStack {
      TextField("Amount", value: $amount, format: .number).focused($focused, equals: .amount)
      Text(focused == .amount ? "editing" : "idle")
      Button("Edit") { focused = .amount }
    }
  }
}

@MainActor
@Suite struct ValueTextFieldTests {
  @Test func showsTheValueFormatted() {
    let host = TestHost(width: 30, height: 5) { AmountForm() }
    #expect(host.screen.contains("12.50"))
    #expect(host.screen.contains("value 12.500"))
  }

  @Test func enterParsesTheTextIntoTheValueAndShowsItFormatted() {
    let host = TestHost(width: 30, height: 5) { AmountForm() }
    host.send(.tab)
    host.send(.ctrl("u"))
    host.type("20")
    // While editing, the field shows what was typed and the value is unchanged.
    #expect(host.screen.contains("20"))
    #expect(host.screen.contains("value 12.500"))
    host.send(.enter)
    #expect(host.screen.contains("20.00"))
    #expect(host.screen.contains("value 20.000"))
    // The caller's onSubmit still runs, after the value was written.
    #expect(host.screen.contains("submitted 20.0"))
  }

  @Test func textThatDoesNotParseRevertsWhenFocusLeaves() {
    let host = TestHost(width: 30, height: 5) { AmountForm() }
    host.send(.tab)
    host.send(.ctrl("u"))
    host.type("abc")
    #expect(host.screen.contains("abc"))
    host.send(.tab)
    #expect(!host.screen.contains("abc"))
    #expect(host.screen.contains("12.50"))
    #expect(host.screen.contains("value 12.500"))
  }

  @Test func leavingTheFieldCommitsAValidText() {
    let host = TestHost(width: 30, height: 5) { AmountForm() }
    host.send(.tab)
    host.send(.ctrl("u"))
    host.type("3.14159")
    host.send(.tab)
    #expect(host.screen.contains("3.14"))
    #expect(host.screen.contains("value 3.142"))
    // Leaving the field is not a submission.
    #expect(!host.screen.contains("submitted 3"))
  }

  @Test func aValueChangedElsewhereShowsFormatted() {
    let host = TestHost(width: 30, height: 5) { AmountForm() }
    host.tap("Set 7")
    #expect(host.screen.contains("7.00"))
    #expect(host.screen.contains("value 7.000"))
  }

  @Test func formatterAndOptionalValueFields() {
    let host = TestHost(width: 40, height: 4) { QuantityForm() }
    #expect(host.screen.contains("2.5"))
    host.send(.tab)
    host.send(.ctrl("u"))
    host.type("1,234.5")
    host.send(.enter)
    #expect(host.screen.contains("1,234.5"))
    #expect(host.screen.contains("quantity 1234.5"))
    // An optional value: an empty text sets it to nil.
    host.send(.tab)
    host.send(.ctrl("u"))
    host.send(.enter)
    #expect(host.screen.contains("count nil"))
    host.type("42")
    host.send(.enter)
    #expect(host.screen.contains("count 42"))
  }

  @Test func theCallersFocusStateMovesFocusIntoTheField() {
    let host = TestHost(width: 30, height: 4) { FocusedAmount() }
    #expect(host.screen.contains("idle"))
    host.tap("Edit")
    #expect(host.screen.contains("editing"))
    host.send(.backspace)
    host.type("5")
    host.send(.enter)
    #expect(host.screen.contains("5"))
    host.send(.tab)
    #expect(host.screen.contains("idle"))
    #expect(host.lines.first == "5")
  }
}
