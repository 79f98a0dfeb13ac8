import Decl
import DeclRender
import Foundation
import Testing

@MainActor
@Suite struct Swift5ModeTests {
  @Test func swiftUICodeWrittenForSwift5RendersAndRuns() async {
    let host = TestHost(width: 60, height: 12) { Swift5ContentView(shared: CounterModel()) }
    // The whole suite shares the main actor, so under load the default 10 s can pass before
    // the `.task`'s change comes back to it; nothing here is about time.
    await host.settle(timeout: .seconds(120))
    #expect(host.screen.contains("Settings"))
    #expect(host.screen.contains("Loaded 1, changes 0"))
    host.tap("More")
    #expect(host.screen.contains("Count: 1"))
    #expect(host.screen.contains("Loaded 1, changes 1"))
    host.tap("Alert")
    #expect(host.screen.contains("Swift 5"))
  }

  @Test func formatsMarkdownAndNewOverloadsInSwift5Mode() {
    var changes: [String] = []
    let output = ChangeLog.output
    ChangeLog.output = { changes.append($0) }
    defer { ChangeLog.output = output }
    let host = TestHost(width: 40, height: 10) { FormattingView() }
    #expect(changes.first?.hasPrefix("FormattingView: @self, @identity") == true)
    #expect(host.screen.contains("12.50"))
    #expect(host.screen.contains("$12.50"))
    #expect(host.screen.contains("Tip 15%"))
    #expect(host.screen.contains("styled"))
    host.send(.tab)
    host.send(.ctrl("u"))
    host.type("4")
    host.send(.enter)
    #expect(host.screen.contains("$4.00"))
    host.tap("Fail")
    #expect(host.screen.contains("Save failed"))
  }

  @Test func anInlineToolWrittenForSwift5ShowsItsKeys() {
    let host = TestHost(width: 40, height: 6) { FruitQuestion(onDone: { _ in }) }
    host.send(.tab)
    #expect(host.screen.components(separatedBy: "\n").last?.hasPrefix(" enter press") == true)
  }

  @Test func layoutCodeWrittenForSwift5Runs() {
    let host = TestHost(width: 40, height: 10) { Swift5LayoutView() }
    #expect(host.screen.contains("reader 320"))
    #expect(host.screen.contains("size 320"))
    #expect(host.screen.contains("cell 3"))
  }

  @Test func appServicesInSwift5Mode() async {
    UserDefaults().removePersistentDomain(forName: "decl.tests.swift5")
    defer { UserDefaults().removePersistentDomain(forName: "decl.tests.swift5") }
    let host = TestHost(width: 60, height: 16) { AppServicesView() }
    #expect(host.screen.contains("Wide"))
    #expect(host.screen.contains("Lucky 12"))
    host.send(.ctrl("l"))
    #expect(host.screen.contains("Lucky 7"))
    host.send(.ctrl("r"))
    await host.settle()
    #expect(host.screen.contains("Filter"))
  }

  @Test func appStructureCodeWrittenForSwift5RendersAndRuns() {
    let host = TestHost(width: 70, height: 10) { AppStructureView() }
    #expect(host.screen.contains("Items"))
    #expect(host.screen.contains("List  2"))
    host.send(.tab)
    host.send(.tab)
    #expect(host.screen.contains("One"))
    host.send(.function(10), modifiers: .shift)
    #expect(host.tap("Log"))
    let more = host.position(of: "More")!
    host.click(x: more.x, y: more.y)
    #expect(host.tap("Details"))
    #expect(host.screen.contains("Shown"))
    #expect(host.tap("Menu"))
    #expect(host.screen.contains("primary"))
  }

  @Test func accessibilityCodeWrittenForSwift5Runs() {
    let host = TestHost(width: 30, height: 6) { Swift5AccessibilityView() }
    #expect(host.tap("Add one"))
    #expect(host.tap("addButton"))
    #expect(host.screen.contains("Total"))
    #expect(host.find(text: "2").exists)
  }
}

extension Swift5ModeTests {
  @Test func newAPIWrittenForSwift5Renders() {
    let host = TestHost(width: 100, height: 60) { Swift5NewAPIView() }
    #expect(host.screen.contains("Pin all"))
    #expect(host.screen.contains("Weight 1.5"))
    #expect(host.screen.contains("Inspector"))
    #expect(host.screen.contains("red"))
  }

  @Test func anEntryWorksInSwift5Mode() {
    let host = TestHost(width: 20, height: 1) {
      Swift5EntryView().environment(\.swift5EntryCount, 5)
    }
    #expect(host.screen.contains("Entry 5"))
  }

  @Test func commonAppStructureSpellingsRender() {
    let host = TestHost(width: 30, height: 6) { AppStructureSpellings() }
    #expect(host.screen.contains("Row"))
    #expect(host.screen.contains("● ○"))
  }

  /// Scrumdinger, as the tutorial writes it: the list of scrums, a scrum's detail, the edit
  /// sheet and the meeting screen (whose progress style draws `ProgressView(configuration)`).
  @Test func scrumdingerRuns() {
    let host = TestHost(width: 60, height: 24) { ScrumdingerRoot() }
    #expect(host.screen.contains("Daily Scrums"))
    #expect(host.screen.contains("Web Dev"))
    host.tap("Design")
    #expect(host.screen.contains("MEETING INFO"))
    #expect(host.screen.contains("10 minutes"))
    host.tap("Edit")
    #expect(host.screen.contains("Cancel"))
    host.tap("Cancel")
    host.tap("Start Meeting")
    #expect(host.screen.contains("Seconds Elapsed"))
    #expect(host.screen.contains("Speaker 1 of 3"))
  }
}

extension TestHost {
  /// Where `text` first appears on screen, in columns.
  fileprivate func position(of text: String) -> (x: Int, y: Int)? {
    for (y, row) in screen.components(separatedBy: "\n").enumerated() {
      if let range = row.range(of: text) { return (row[..<range.lowerBound].count, y) }
    }
    return nil
  }
}

@MainActor
@Suite struct Swift5CoordinatorTests {
  /// A nonisolated class's `@ViewBuilder` methods build the screens (corpus D34's pattern).
  @Test func aPlainClassBuildsScreensInViewBuilderMethods() async {
    let host = TestHost(width: 40, height: 10) { NotesRoot() }
    #expect(host.screen.contains("Groceries"))
    host.tap("Ideas")
    await host.settle()
    #expect(host.screen.contains("Note: Ideas"))
  }

  @Test func aTableWrittenForSwift5SortsByItsColumns() {
    let host = TestHost(width: 64, height: 6) { Swift5TableView() }
    #expect(host.screen.split(separator: "\n")[2].hasPrefix(" Earth"))
    host.click(x: host.position(of: "Planet")!.x, y: 0)
    #expect(host.screen.split(separator: "\n")[2].hasPrefix(" Mars"))
    let rows = TestHost(width: 64, height: 6) { Swift5TableRowsView() }
    #expect(rows.screen.split(separator: "\n")[2].hasPrefix(" Venus"))
  }
}
