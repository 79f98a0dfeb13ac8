import Decl
import DeclTesting
import Testing

@testable import DeclRender

/// Navigation split views: side by side when wide, a selected row in the sidebar drives the
/// detail; collapsed into one stack when narrow, where choosing a row pushes.
@MainActor
@Suite struct NavigationSplitViewTests {
  private struct Company: Identifiable, Hashable {
    let name: String
    let staff: [String]
    var id: String { name }
  }

  private static let companies = [
    Company(name: "Acme", staff: ["Ann", "Bob"]),
    Company(name: "Globex", staff: ["Cyd"]),
  ]

  private struct TwoColumns: View {
    @State private var selection: String?

    var body: some View {
      NavigationSplitView {
        List(NavigationSplitViewTests.companies, selection: $selection) { Text($0.name) }
          .navigationTitle("Companies")
      } detail: {
        if let selection {
          Text("Detail of \(selection)")
        } else {
          Text("Select a company")
        }
      }
    }
  }

  @Test func aWideSplitViewShowsSidebarAndDetailSideBySide() {
    let host = TestHost(width: 64, height: 8) { TwoColumns() }
    assertSnapshot(host, named: "wide", suite: "split-views")
    // The sidebar is a quarter of the width (16 columns), then a rule.
    // Each column has its large title at its leading edge, under its bar.
    #expect(host.rows[1].hasPrefix(" Companies      │"))
    #expect(host.rows.allSatisfy { Array($0).count > 16 && Array($0)[16] == "│" })
    #expect(host.screen.contains("Select a company"))
    // Focusing a row selects it, and the detail follows.
    host.send(.tab)
    assertSnapshot(host, named: "selected", suite: "split-views")
    #expect(host.screen.contains("Detail of Acme"))
    host.send(.down)
    #expect(host.screen.contains("Detail of Globex"))
    let acme = host.position(of: "Acme")!
    host.click(x: acme.x, y: acme.y)
    #expect(host.screen.contains("Detail of Acme"))
  }

  @Test func aNarrowSplitViewCollapsesIntoAStackWhereChoosingARowPushes() {
    let host = TestHost(width: 40, height: 8) { TwoColumns() }
    assertSnapshot(host, named: "collapsed", suite: "split-views")
    #expect(host.lines[1] == "Companies")
    #expect(!host.screen.contains("│"))
    #expect(!host.screen.contains("Select a company"))
    // Focusing a row does not select it here; Enter does, which pushes the detail.
    host.send(.tab)
    #expect(host.screen.contains("Acme"))
    host.send(.down)
    host.send(.enter)
    assertSnapshot(host, named: "pushed", suite: "split-views")
    #expect(host.screen.contains("Detail of Globex"))
    #expect(host.rows[0].hasPrefix("‹ Companies"))
    // Escape goes back and clears the selection; focus is on the row again.
    host.send(.escape)
    #expect(host.lines[1] == "Companies")
    #expect(host.style(at: "Globex")?.attributes.contains(.inverse) == true)
    host.send(.enter)
    #expect(host.screen.contains("Detail of Globex"))
    host.click(x: 1, y: 0)
    #expect(host.lines[1] == "Companies")
  }

  @Test func resizingAcrossTheThresholdKeepsTheSelection() {
    // As the gallery runs an example: Escape with nothing to go back to quits.
    let host = TestHost(width: 64, height: 8) { TwoColumns().onExitCommand {} }
    host.send(.tab)
    #expect(host.screen.contains("Detail of Acme"))
    host.resize(width: 40, height: 8)
    #expect(host.screen.contains("Detail of Acme"))
    #expect(host.rows[0].hasPrefix("‹ Companies"))
    // Focus left the sidebar's hidden row; Escape goes back from the detail.
    host.send(.escape)
    #expect(host.lines[1] == "Companies")
    host.send(.tab)
    host.send(.enter)
    host.resize(width: 64, height: 8)
    #expect(host.screen.contains("Detail of Acme"))
    #expect(host.rows[1].hasPrefix(" Companies"))
  }

  private struct ThreeColumns: View {
    @State private var company: String?
    @State private var employee: String?
    @State var visibility = NavigationSplitViewVisibility.all

    var body: some View {
      NavigationSplitView(columnVisibility: $visibility) {
        List(NavigationSplitViewTests.companies, selection: $company) { Text($0.name) }
          .navigationTitle("Companies")
      } content: {
        if let company,
          let found = NavigationSplitViewTests.companies.first(where: { $0.name == company })
        {
          List(found.staff, id: \.self, selection: $employee) { Text($0) }
            .navigationTitle("Staff")
        } else {
          Text("Pick one")
        }
      } detail: {
        Text(employee.map { "About \($0)" } ?? "Nobody")
          .navigationSplitViewColumnWidth(240)
      }
    }
  }

  @Test func threeColumnsAndTheirVisibility() {
    let host = TestHost(width: 80, height: 8) { ThreeColumns() }
    assertSnapshot(host, named: "three-columns", suite: "split-views")
    #expect(host.screen.contains("Pick one"))
    #expect(host.screen.contains("Nobody"))
    host.send(.tab)
    #expect(host.screen.contains("Staff"))
    #expect(host.screen.contains("Bob"))
    // Tab goes through the sidebar's rows before the next column's.
    host.send(.tab)
    #expect(host.screen.contains("Cyd"))
    #expect(host.screen.contains("Nobody"))
    host.send(.tab)
    #expect(host.screen.contains("About Cyd"))
    let host2 = TestHost(width: 80, height: 8) { ThreeColumns(visibility: .detailOnly) }
    #expect(!host2.screen.contains("Companies"))
    #expect(host2.screen.contains("Nobody"))
    let host3 = TestHost(width: 80, height: 8) { ThreeColumns(visibility: .doubleColumn) }
    #expect(!host3.screen.contains("Companies"))
    #expect(host3.screen.contains("Pick one"))
  }

  @Test func threeColumnsCollapsedPushTwice() {
    let host = TestHost(width: 40, height: 8) { ThreeColumns() }
    host.send(.tab)
    host.send(.enter)
    #expect(host.rows[0].hasPrefix("‹ Companies"))
    #expect(host.screen.contains("Staff"))
    host.send(.enter)
    #expect(host.screen.contains("About Ann"))
    #expect(host.rows[0].hasPrefix("‹ Staff"))
    host.send(.escape)
    host.send(.escape)
    #expect(host.lines[1] == "Companies")
  }

  @Test func aColumnWidthInPointsSetsTheSidebarWidth() {
    let host = TestHost(width: 80, height: 4) {
      NavigationSplitView {
        Text("Side").navigationSplitViewColumnWidth(min: 100, ideal: 240, max: 200)
      } detail: {
        Text("Main")
      }
    }
    // 200 points (the ideal, kept under the maximum) are 25 columns.
    #expect(host.rows.allSatisfy { Array($0).count > 25 && Array($0)[25] == "│" })
  }

  private struct OwnStack: View {
    @State private var selection: String?

    var body: some View {
      NavigationSplitView {
        List(NavigationSplitViewTests.companies, selection: $selection) { Text($0.name) }
          .navigationTitle("Companies")
      } detail: {
        NavigationStack {
          VStack {
            Text("About \(selection ?? "nobody")")
            NavigationLink("More") { Text("Deeper").navigationTitle("Deep") }
          }
          .navigationTitle("Detail")
        }
      }
    }
  }

  @Test func aColumnThatIsANavigationStackPushesInsideItself() {
    let wide = TestHost(width: 64, height: 8) { OwnStack() }
    #expect(wide.rows[1].contains("Detail"))
    #expect(wide.tap("More"))
    #expect(wide.screen.contains("Deeper"))
    #expect(wide.screen.contains("Companies"))
    #expect(wide.screen.contains("‹ Detail"))
    let narrow = TestHost(width: 40, height: 8) { OwnStack() }
    narrow.send(.tab)
    narrow.send(.enter)
    // The column's own stack has the way back to the sidebar at its root.
    #expect(narrow.rows[0].hasPrefix("‹ Companies"))
    #expect(narrow.rows[1].contains("Detail"))
    #expect(narrow.tap("More"))
    #expect(narrow.rows[0].hasPrefix("‹ Detail"))
    narrow.send(.escape)
    #expect(narrow.screen.contains("About Acme"))
    narrow.send(.escape)
    #expect(narrow.lines[1] == "Companies")
  }
}
