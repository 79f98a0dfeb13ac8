import Decl
import DeclRender
import DeclTesting
import Testing

@testable import Examples

/// The gallery's app structure sections: tab views, split views, disclosure groups, menus and
/// row actions, each run as `swift run Examples <id>` runs it.
@MainActor
@Suite struct AppStructureExamplesTests {
  @Test func mailTabs() {
    let host = SeedExamplesSupport.host("tab-view", width: 60, height: 12)
    assertSnapshot(host, named: "inbox", suite: "tab-view")
    #expect(host.rows[11].contains("Inbox  3"))
    // Reading a message lowers the badge.
    #expect(host.tap("Build failed"))
    #expect(host.rows[11].contains("Inbox  2"))
    let drafts = host.position(of: "Drafts")!
    host.click(x: drafts.x, y: drafts.y)
    host.send(.tab)
    host.type("Hi")
    #expect(host.screen.contains("2 characters"))
    // The inbox kept its state; so do the drafts when we come back.
    let inbox = host.position(of: "Inbox")!
    host.click(x: inbox.x, y: inbox.y)
    #expect(!host.screen.contains("Build failed"))
    host.click(x: drafts.x, y: drafts.y)
    assertSnapshot(host, named: "drafts", suite: "tab-view")
    #expect(host.screen.contains("2 characters"))
  }

  @Test func onboardingPages() {
    let host = SeedExamplesSupport.host("page-view", width: 50, height: 8)
    assertSnapshot(host, named: "first", suite: "page-view")
    host.send(.tab)
    host.send(.end)
    #expect(host.screen.contains("Learn more at bankey.com."))
    #expect(host.screen.contains("○ ○ ●"))
  }

  @Test func companiesSplit() {
    let host = SeedExamplesSupport.host("split-view", width: 72, height: 10)
    host.send(.tab)
    host.send(.down)
    assertSnapshot(host, named: "wide", suite: "split-view")
    #expect(host.screen.contains("Cypress Creek"))
    host.resize(width: 40, height: 10)
    assertSnapshot(host, named: "collapsed", suite: "split-view")
    #expect(host.rows[0].hasPrefix("‹ Companies"))
    host.send(.escape)
    #expect(host.screen.contains("Initech"))
  }

  @Test func staffSplitHidesTheSidebarOnceSomeoneIsChosen() {
    let host = SeedExamplesSupport.host("split-view-3", width: 80, height: 10)
    host.send(.tab)
    let ann = host.position(of: "Ann Lee")!
    host.click(x: ann.x, y: ann.y)
    #expect(host.screen.contains("Ann Lee"))
    #expect(!host.screen.contains("Companies"))
    assertSnapshot(host, named: "double-column", suite: "split-view-3")
    #expect(host.tap("Show all columns"))
    #expect(host.screen.contains("Companies"))
  }

  @Test func faqDisclosure() {
    let host = SeedExamplesSupport.host("disclosure", width: 50, height: 14)
    assertSnapshot(host, named: "collapsed", suite: "disclosure")
    #expect(host.tap("Can I return an item?"))
    #expect(host.tap("And a gift?"))
    #expect(host.tap("Account"))
    assertSnapshot(host, named: "expanded", suite: "disclosure")
    #expect(host.screen.contains("With the gift receipt."))
    #expect(!host.screen.contains("Change your password"))
  }

  @Test func fileOutline() {
    let host = SeedExamplesSupport.host("outline", width: 40, height: 10)
    host.send(.tab)
    host.send(.right)
    // Files are not focus stops; the next one is the Letters folder.
    host.send(.tab)
    host.send(.char(" "))
    assertSnapshot(host, named: "open", suite: "outline")
    #expect(host.screen.contains("To Ann.txt"))
  }

  @Test func notesMenus() {
    let host = SeedExamplesSupport.host("menu", width: 60, height: 20)
    host.send(.tab)
    host.send(.enter)
    assertSnapshot(host, named: "actions", suite: "menu")
    #expect(host.tap("Move to"))
    #expect(host.tap("Home"))
    #expect(host.screen.contains("Moved to Home"))
    host.send(.tab)
    host.send(.enter)
    #expect(host.screen.contains("New note"))
    host.send(.tab)
    host.send(.enter)
    host.send(.down)
    host.send(.enter)
    #expect(host.screen.contains("sorted by date, Headline"))
  }

  @Test func todoRowActions() {
    let host = SeedExamplesSupport.host("row-actions", width: 50, height: 12)
    host.send(.tab)
    host.send(.tab)
    host.send(.function(10), modifiers: .shift)
    assertSnapshot(host, named: "actions", suite: "row-actions")
    #expect(host.tap("Done"))
    #expect(host.screen.contains("✓ Buy milk"))
    #expect(host.tap("Edit"))
    assertSnapshot(host, named: "editing", suite: "row-actions")
    #expect(host.screen.contains("⊖ Call Ann"))
  }
}
