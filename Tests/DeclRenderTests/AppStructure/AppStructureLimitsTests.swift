import Decl
import Testing

@testable import DeclRender

/// Tab views, split views and menus at sizes they were not made for: no crash, and the frame
/// stays drawable.
@MainActor
@Suite struct AppStructureLimitsTests {
  private struct ManyTabs: View {
    var body: some View {
      TabView {
        ForEach(0..<100) { index in
          Text("Page \(index)").tabItem { Text("Tab \(index)") }.badge(index)
        }
      }
    }
  }

  @Test func aHundredTabsInANarrowBar() {
    let host = TestHost(width: 10, height: 4) { ManyTabs() }
    #expect(host.screen.contains("Page 0"))
    host.send(.tab)
    host.send(.end)
    #expect(host.screen.contains("Page 99"))
    host.click(x: 9, y: 3)
    host.resize(width: 0, height: 0)
    host.resize(width: 1, height: 1)
    #expect(host.screen.count <= 1)
  }

  @Test func manyPagesShowTheirPositionAsText() {
    let host = TestHost(width: 12, height: 3) {
      TabView { ForEach(0..<30) { Text("P\($0)") } }.tabViewStyle(.page)
    }
    #expect(host.lines[2] == "1 / 30")
    host.send(.tab)
    host.send(.right)
    #expect(host.lines[2] == "2 / 30")
  }

  @Test func splitViewsAndMenusAtTinySizes() {
    struct Screen: View {
      @State private var selection: Int?
      var body: some View {
        NavigationSplitView {
          List(0..<50, id: \.self, selection: $selection) { Text("Row \($0)") }
        } content: {
          Menu("Open") { ForEach(0..<40) { index in Button("Item \(index)") {} } }
        } detail: {
          Text(selection.map { "Row \($0)" } ?? "none")
        }
      }
    }
    let host = TestHost(width: 100, height: 6) { Screen() }
    #expect(host.tap("Open"))
    // A menu taller than the screen scrolls to keep the focused item in view.
    for _ in 0..<20 { host.send(.down) }
    #expect(host.screen.contains("Item 20"))
    host.resize(width: 2, height: 2)
    host.resize(width: 0, height: 0)
    host.send(.escape)
    host.resize(width: 30, height: 6)
    #expect(host.screen.contains("Row 0"))
  }
}
