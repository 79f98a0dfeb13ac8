import Decl
import Testing

@testable import DeclRender

private struct Notes: View {
  @State var text = ""
  var body: some View {
    VStack {
      TextEditor(text: $text).frame(width: 80, height: 48)
      Text("chars \(text.count)")
    }
  }
}

@MainActor
@Suite struct TextEditorTests {
  private func rows(_ host: TestHost) -> [String] {
    host.screen.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  @Test func enterStartsANewLineAndTheEditorFillsItsFrame() {
    let host = TestHost(width: 10, height: 4) { Notes() }
    host.send(.tab)
    host.type("one")
    host.send(.enter)
    host.type("two")
    #expect(rows(host).prefix(2) == ["one", "two"])
    #expect(host.screen.contains("chars 7"))
    #expect(host.cursor == Point(x: 3, y: 1))
  }

  @Test func arrowsMoveBetweenLinesAndTheLinesScroll() {
    let host = TestHost(width: 10, height: 4) { Notes() }
    host.send(.tab)
    host.paste("a\nbb\nccc\ndddd")
    // Four lines in three rows: the last three show, caret at the end.
    #expect(rows(host).prefix(3) == ["bb", "ccc", "dddd"])
    host.send(.up)
    host.send(.up)
    host.send(.up)
    #expect(rows(host).first == "a")
    #expect(host.cursor == Point(x: 1, y: 0))
    host.type("!")
    #expect(rows(host).first == "a!")
  }

  @Test func leavingTheFirstLineUpwardMovesFocus() {
    let host = TestHost(width: 10, height: 5) {
      VStack {
        Notes()
        Button("other") {}
      }
    }
    host.send(.tab)
    host.type("x")
    host.send(.up)
    #expect(host.cursor == nil)
  }
}
