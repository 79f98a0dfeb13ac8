import Decl
import Testing

@testable import DeclRender

private struct LongList: View {
  @State private var chosen = "none"
  var body: some View {
    VStack {
      Text("chosen \(chosen)")
      List {
        // Without separators, so each element is one row of the screen.
        ForEach(0..<50) { index in
          Button("row \(index)") { chosen = "\(index)" }.listRowSeparator(.hidden)
        }
      }
    }
  }
}

@MainActor
@Suite struct ScrollTests {
  private func visibleRows(_ host: TestHost) -> [String] {
    // Without the scroll bar's column.
    host.screen.split(separator: "\n").map {
      String($0.prefix(19)).trimmingCharacters(in: .whitespaces)
    }.filter { $0.hasPrefix("row") }
  }

  @Test func aListShowsWhatFitsAndAScrollBar() {
    let host = TestHost(width: 20, height: 10) { LongList() }
    #expect(visibleRows(host).first == "row 0")
    #expect(visibleRows(host).count == 9)
    // The bar sits in the list's rightmost column.
    #expect(host.canvas[x: 19, y: 1].grapheme == "┃")
  }

  @Test func focusMovingPastTheBottomScrollsItIntoView() {
    let host = TestHost(width: 20, height: 10) { LongList() }
    for _ in 0..<12 { host.send(.tab) }
    #expect(visibleRows(host).contains("row 11"))
    #expect(visibleRows(host).last == "row 11")
    host.send(.enter)
    #expect(host.screen.contains("chosen 11"))
    for _ in 0..<11 { host.send(.backTab) }
    #expect(visibleRows(host).first == "row 0")
  }

  @Test func pageDownMovesFocusAScreenful() {
    let host = TestHost(width: 20, height: 10) { LongList() }
    host.send(.tab)
    host.send(.pageDown)
    host.send(.enter)
    #expect(host.screen.contains("chosen 8"))
  }

  @Test func theWheelScrollsAndStopsAtTheEnds() {
    let host = TestHost(width: 20, height: 10) { LongList() }
    host.scroll(x: 5, y: 5, rows: 3)
    #expect(visibleRows(host).first == "row 3")
    host.scroll(x: 5, y: 5, rows: 1000)
    #expect(visibleRows(host).last == "row 49")
    host.scroll(x: 5, y: 5, rows: -1000)
    #expect(visibleRows(host).first == "row 0")
  }

  @Test func clickingARowActivatesIt() {
    let host = TestHost(width: 20, height: 10) { LongList() }
    host.click(x: 3, y: 4)
    #expect(host.screen.contains("chosen 3"))
  }

  @Test func scrollViewScrollsItsContent() {
    let host = TestHost(width: 10, height: 4) {
      ScrollView {
        VStack(alignment: .leading) {
          ForEach(0..<20) { Text("line \($0)") }
        }
      }
    }
    #expect(host.screen.hasPrefix("line 0"))
    host.scroll(x: 1, y: 1, rows: 5)
    #expect(host.screen.hasPrefix("line 5"))
  }
}
