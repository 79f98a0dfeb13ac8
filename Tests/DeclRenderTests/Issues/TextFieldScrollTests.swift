import Decl
import Testing

@testable import DeclRender

private struct Field: View {
  @State private var text = ""
  var body: some View {
    TextField("Task", text: $text)
  }
}

@MainActor
@Suite struct TextFieldScrollTests {
  @Test func aFieldScrolledNarrowShowsAllItsTextOnceWider() {
    let host = TestHost(width: 12, height: 1) { Field() }
    host.send(.tab)
    host.type("Remember the milk")
    #expect(!host.screen.contains("Remember"))
    host.resize(width: 60, height: 1)
    #expect(host.screen.contains("Remember the milk"))
    // The caret stays after the text.
    #expect(host.cursor?.x == host.screen.count)
  }

  @Test func aScrolledFieldKeepsItsScrollWhileTheCaretNeedsIt() {
    let host = TestHost(width: 12, height: 1) { Field() }
    host.send(.tab)
    host.type("Remember the milk")
    host.resize(width: 14, height: 1)
    // 17 characters and the caret need 18 columns: 14 show the last 13 and the caret.
    #expect(host.screen.hasSuffix("ber the milk"))
    #expect(host.cursor?.x == 13)
  }
}
