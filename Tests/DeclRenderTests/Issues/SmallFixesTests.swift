import Decl
import DeclTesting
import Testing

@testable import DeclRender

private struct Report: View {
  @State private var done = false
  @State private var opened = false
  var body: some View {
    VStack {
      Button("Write report") { opened = true }
      Toggle("Write report", isOn: $done)
      Text(opened ? "opened" : "closed")
      Text(done ? "done" : "to do")
    }
  }
}

private struct Shopping: View {
  @State private var bought = false
  var body: some View {
    Toggle("Buy milk", isOn: $bought).toggleStyle(.checkbox)
  }
}

@MainActor
@Suite struct SmallFixesTests {
  @Test func aLongNavigationTitleEndsInAnEllipsis() {
    let host = TestHost(width: 30, height: 4) {
      NavigationStack {
        Text("Body").navigationTitle("A navigation title far too long for this terminal")
      }
    }
    // The large title, under the empty bar, with a column of margin on each side.
    let title = host.screen.split(separator: "\n", omittingEmptySubsequences: false)[1]
    #expect(title.hasSuffix("…"))
    #expect(title.count == 29)
  }

  @Test func tapPrefersTheFocusedControlAmongThoseWithTheLabel() {
    let host = TestHost(width: 30, height: 6) { Report() }
    // Nothing focused: the first in reading order, the button.
    host.tap("Write report")
    #expect(host.screen.contains("opened"))
    #expect(host.screen.contains("to do"))
    // With the toggle focused, the toggle.
    host.send(.tab)
    host.send(.tab)
    host.tap("Write report")
    #expect(host.screen.contains("done"))
  }

  @Test func tapNamesEachVisibleControlOnce() {
    let host = TestHost(width: 30, height: 3) { Shopping() }
    expectTapFails(host, "Buy bread")
    let warning = host.stats.warnings.last ?? ""
    #expect(warning.contains("\"[ ] Buy milk\""))
    #expect(!warning.contains("Buy milk Buy milk"))
  }
}
