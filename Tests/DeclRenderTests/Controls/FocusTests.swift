import Decl
import DeclTesting
import Testing

@testable import DeclRender

private enum Field: Hashable { case name, surname }

private struct FocusForm: View {
  @State private var name = ""
  @State private var surname = ""
  @FocusState private var focused: Field?
  var body: some View {
    VStack {
      TextField("Name", text: $name).focused($focused, equals: .name)
      TextField("Surname", text: $surname).focused($focused, equals: .surname)
      Text(focused == .name ? "on name" : focused == .surname ? "on surname" : "on nothing")
      Button("Focus surname") { focused = .surname }
      Button("Save") { focused = nil }
      Button("Disabled") {}.disabled(true)
    }
  }
}

private struct BoolFocus: View {
  @State private var text = ""
  @FocusState private var isFocused: Bool
  var body: some View {
    VStack {
      TextField("T", text: $text).focused($isFocused)
      Text(isFocused ? "yes" : "no")
    }
    .onAppear { isFocused = true }
  }
}

@MainActor
@Suite struct FocusTests {
  @Test func tabMovesInReadingOrderAndSkipsDisabled() {
    let host = TestHost(width: 30, height: 6) { FocusForm() }
    #expect(host.screen.contains("on nothing"))
    host.send(.tab)
    #expect(host.screen.contains("on name"))
    host.send(.tab)
    #expect(host.screen.contains("on surname"))
    host.send(.tab)
    host.send(.tab)
    host.send(.tab)
    // Past the two buttons the disabled one is skipped and focus wraps to the first field.
    #expect(host.screen.contains("on name"))
    host.send(.backTab)
    #expect(host.screen.contains("on nothing"))
  }

  @Test func typingGoesToTheFocusedField() {
    let host = TestHost(width: 30, height: 6) { FocusForm() }
    host.send(.tab)
    host.type("Ann")
    host.send(.tab)
    host.type("Lee")
    let rows = host.screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(rows.prefix(2) == ["Ann", "Lee"])
    #expect(host.cursor?.y == 1)
  }

  @Test func writingTheFocusStateMovesFocus() {
    let host = TestHost(width: 30, height: 6) { FocusForm() }
    host.tap("Focus surname")
    #expect(host.screen.contains("on surname"))
    host.type("x")
    #expect(host.screen.contains("x"))
    host.tap("Save")
    #expect(host.screen.contains("on nothing"))
  }

  @Test func booleanFocusStateSetOnAppear() {
    let host = TestHost(width: 10, height: 2) { BoolFocus() }
    #expect(host.screen.contains("yes"))
    host.type("hi")
    #expect(host.screen.contains("hi"))
  }

  @Test func tappingADisabledOrMissingButtonReportsWhy() {
    let host = TestHost(width: 30, height: 6) { FocusForm() }
    expectTapFails(host, "Disabled")
    expectTapFails(host, "No such button")
    #expect(host.stats.warnings.contains { $0.contains("disabled") })
    #expect(host.stats.warnings.contains { $0.contains("Focus surname") })
  }

  @Test func focusedButtonIsDrawnInReverse() {
    let host = TestHost(width: 30, height: 6) { FocusForm() }
    host.send(.tab)
    host.send(.tab)
    host.send(.tab)
    let frame = host.frame(ofText: "Focus surname")!
    #expect(host.canvas[x: frame.minX, y: frame.minY].style.attributes.contains(.inverse))
  }

  @Test func placeholderShowsUntilTextIsTyped() {
    let host = TestHost(width: 30, height: 6) { FocusForm() }
    #expect(host.screen.contains("Name"))
    host.send(.tab)
    host.type("Z")
    #expect(!host.screen.contains("Name"))
  }

  @Test func secureFieldShowsBullets() {
    struct Secret: View {
      @State var password = ""
      var body: some View { SecureField("Password", text: $password) }
    }
    let host = TestHost(width: 10, height: 1) { Secret() }
    host.send(.tab)
    host.type("abc")
    #expect(host.screen.hasPrefix("•••"))
  }

  @Test func longTextScrollsToKeepTheCaretVisible() {
    struct Long: View {
      @State var text = ""
      var body: some View { TextField("", text: $text).frame(width: 40) }
    }
    let host = TestHost(width: 5, height: 1) { Long() }
    host.send(.tab)
    host.type("abcdefgh")
    #expect(host.screen == "efgh")
    #expect(host.cursor == Point(x: 4, y: 0))
    host.send(.home)
    #expect(host.screen == "abcde")
  }
}

@MainActor
@Suite struct TextFieldDependencyTests {
  private struct Mirrored: View {
    @State private var text = "ab"
    var body: some View {
      VStack {
        TextField("", text: $text).fixedSize()
        Button("grow") { text += "cdef" }
      }
    }
  }

  @Test func aFieldRemeasuresWhenItsTextChangesElsewhere() {
    let host = TestHost(width: 20, height: 2) { Mirrored() }
    #expect(host.screen.contains("ab"))
    host.tap("grow")
    #expect(host.screen.contains("abcdef"))
  }
}
