import Decl
import DeclTesting
import Testing

@testable import DeclRender

/// Tab views: a bar at the bottom with every label and badge; selecting a tab by key or click
/// shows its content, and a tab keeps its state while another shows.
@MainActor
@Suite struct TabViewTests {
  private enum Section: Hashable { case inbox, drafts, settings }

  private struct Counter: View {
    let name: String
    @State private var count = 0

    var body: some View {
      VStack {
        Text("\(name): \(count)")
        Button("Add") { count += 1 }
      }
    }
  }

  private struct Mail: View {
    @State var selection = Section.inbox

    var body: some View {
      VStack(spacing: 0) {
        TabView(selection: $selection) {
          Counter(name: "Inbox")
            .tabItem { Label("Inbox", systemImage: "tray") }
            .tag(Section.inbox)
            .badge(3)
          Counter(name: "Drafts")
            .tabItem {
              Image(systemName: "pencil")
              Text("Drafts")
            }
            .tag(Section.drafts)
          Text("Settings screen")
            .tabItem { Label("Settings", systemImage: "gear") }
            .tag(Section.settings)
        }
        Text("selected \(String(describing: selection))")
      }
    }
  }

  @Test func theTabBarShowsEveryLabelAndABadgeAndSelectingATabShowsIt() {
    let host = TestHost(width: 48, height: 8) { Mail() }
    assertSnapshot(host, named: "inbox", suite: "tab-views")
    #expect(host.screen.contains("Inbox: 0"))
    #expect(host.rows[6].contains("📥 Inbox  3"))
    #expect(host.rows[6].contains("✎ Drafts"))
    #expect(host.rows[6].contains("⚙ Settings"))
    #expect(host.rows[5].allSatisfy { $0 == "─" })
    #expect(host.style(at: "Inbox  3")?.foreground == cellColor(.accentColor))
    #expect(host.style(at: "Inbox  3")?.attributes.contains(.bold) == true)
    #expect(host.style(at: "Drafts")?.foreground == cellColor(.secondary))
    #expect(host.style(at: "3 ")?.background == cellColor(.red))
    let settings = host.position(of: "Settings")!
    host.click(x: settings.x, y: settings.y)
    assertSnapshot(host, named: "settings", suite: "tab-views")
    #expect(host.screen.contains("Settings screen"))
    #expect(!host.screen.contains("Inbox: 0"))
    #expect(host.screen.contains("selected settings"))
  }

  @Test func leftAndRightOnTheFocusedBarMoveBetweenTabsWhichKeepTheirState() {
    let host = TestHost(width: 48, height: 8) { Mail() }
    host.send(.tab)
    host.send(.enter)
    #expect(host.screen.contains("Inbox: 1"))
    // The bar is the next stop, drawn focused on the selected label.
    host.send(.tab)
    #expect(host.style(at: "Inbox  3")?.attributes.contains(.inverse) == true)
    host.send(.right)
    #expect(host.screen.contains("Drafts: 0"))
    #expect(host.screen.contains("selected drafts"))
    #expect(host.style(at: "✎ Drafts")?.attributes.contains(.inverse) == true)
    host.send(.left)
    #expect(host.screen.contains("Inbox: 1"))
    host.send(.end)
    #expect(host.screen.contains("Settings screen"))
    host.send(.home)
    #expect(host.screen.contains("Inbox: 1"))
  }

  @Test func aSelectionWrittenElsewhereShowsItsTab() {
    let host = TestHost(width: 48, height: 8) { Mail(selection: .drafts) }
    #expect(host.screen.contains("Drafts: 0"))
    #expect(host.style(at: "✎ Drafts")?.foreground == cellColor(.accentColor))
  }

  @Test func focusInsideAHiddenTabMovesToTheBar() {
    let host = TestHost(width: 48, height: 8) { Mail() }
    host.send(.tab)
    let drafts = host.position(of: "Drafts")!
    host.click(x: drafts.x, y: drafts.y)
    #expect(host.screen.contains("Drafts: 0"))
    // The Inbox's button is hidden: focus went to the bar, which → moves on from.
    host.send(.right)
    #expect(host.screen.contains("Settings screen"))
  }

  private struct Lifecycle: View {
    @State private var log: [String] = []

    var body: some View {
      VStack {
        TabView {
          Tab("One", systemImage: "star") {
            Text("first").onAppear { log.append("+1") }.onDisappear { log.append("-1") }
          }
          Tab("Two", systemImage: "heart") {
            Text("second").onAppear { log.append("+2") }.onDisappear { log.append("-2") }
          }
          .badge("New")
        }
        Text(log.joined(separator: " "))
      }
    }
  }

  @Test func iOS18TabsWithoutValuesAndTheirAppearances() {
    let host = TestHost(width: 40, height: 8) { Lifecycle() }
    #expect(host.screen.contains("☆ One"))
    #expect(host.screen.contains("♡ Two  New"))
    #expect(host.style(at: "New")?.background == cellColor(.red))
    #expect(host.screen.contains("first"))
    // The hidden tab appeared with the view and disappeared at once.
    #expect(host.screen.contains("+1 +2 -2"))
    let two = host.position(of: "Two")!
    host.click(x: two.x, y: two.y)
    #expect(host.screen.contains("second"))
    #expect(host.screen.contains("+1 +2 -2 -1 +2"))
  }

  private struct Onboarding: View {
    var body: some View {
      TabView {
        Text("Welcome")
        Text("Move money quickly")
        Text("Learn more")
      }
      .tabViewStyle(.page(indexDisplayMode: .always))
      .indexViewStyle(.page(backgroundDisplayMode: .always))
    }
  }

  @Test func aPageViewShowsAnIndexRowAndPagesWithTheArrows() {
    let host = TestHost(width: 30, height: 5) { Onboarding() }
    assertSnapshot(host, named: "pages", suite: "tab-views")
    #expect(host.lines[4] == "● ○ ○")
    #expect(host.screen.contains("Welcome"))
    host.send(.tab)
    host.send(.right)
    #expect(host.lines[4] == "○ ● ○")
    #expect(host.screen.contains("Move money quickly"))
    let dots = host.position(of: "○ ● ○")!
    host.click(x: dots.x + 4, y: dots.y)
    #expect(host.screen.contains("Learn more"))
    host.send(.left)
    #expect(host.screen.contains("Move money quickly"))
  }

  @Test func anEmptyTabViewDrawsAnEmptyBar() {
    let host = TestHost(width: 20, height: 4) {
      TabView {}
    }
    #expect(host.rows[2].allSatisfy { $0 == "─" })
    host.send(.tab)
    host.send(.right)
    #expect(host.rows[3].isEmpty)
  }
}
