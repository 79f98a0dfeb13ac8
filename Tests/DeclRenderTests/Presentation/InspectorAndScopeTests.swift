import Decl
import Foundation
import Testing

@testable import DeclRender

/// Modifiers that change how views inside act: the inspector column, renaming, menus that stay
/// open, submit scopes, search scopes.
@MainActor
@Suite struct InspectorAndScopeTests {
  private struct Notes: View {
    @State var showsInspector = false
    var body: some View {
      VStack(alignment: .leading) {
        Button("Info") { showsInspector.toggle() }
        Text("note")
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .inspector(isPresented: $showsInspector) {
        Text("details").inspectorColumnWidth(80)
      }
    }
  }

  @Test func anInspectorIsAColumnAtTheTrailingEdgeWhilePresented() {
    let host = TestHost(width: 40, height: 4) { Notes() }
    #expect(!host.screen.contains("details"))
    host.tap("Info")
    let details = host.frame(ofText: "details")!
    // 80 points are 10 columns, after a one-column line.
    #expect(details.minX == 30)
    #expect(host.rows[1].contains("│"))
    #expect(host.frame(ofText: "note")!.minX == 0)
  }

  private struct Renaming: View {
    @State var name = "draft"
    @FocusState var isRenaming: Bool
    var body: some View {
      VStack {
        TextField("Name", text: $name).focused($isRenaming)
        Text(isRenaming ? "renaming" : "idle")
        RenameButton()
      }
      .renameAction($isRenaming)
    }
  }

  @Test func aRenameButtonRunsTheRenameActionAroundIt() {
    let host = TestHost(width: 30, height: 3) { Renaming() }
    #expect(host.screen.contains("idle"))
    host.tap("Rename")
    #expect(host.screen.contains("renaming"))
  }

  @Test func aRenameButtonWithNoActionIsDisabled() {
    let host = TestHost(width: 30, height: 1) { RenameButton() }
    #expect(host.style(at: "Rename")?.foreground != cellColor(.accentColor))
  }

  private struct Counter: View {
    @State var count = 0
    var body: some View {
      VStack(alignment: .leading) {
        Text("count \(count)")
        Menu("Count") {
          Button("Add") { count += 1 }
        }
        .menuActionDismissBehavior(.disabled)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  @Test func aMenuWhoseActionsDoNotDismissStaysOpen() {
    let host = TestHost(width: 30, height: 6) { Counter() }
    host.send(.tab)
    host.send(.enter)
    host.send(.enter)
    host.send(.enter)
    #expect(host.screen.contains("count 2"))
    #expect(host.screen.contains("│ Add"))
  }

  private struct Scoped: View {
    @State var log: [String] = []
    @State var inner = ""
    @State var outer = ""
    var body: some View {
      VStack {
        Text("log: \(log.joined(separator: ","))")
        VStack {
          TextField("Inner", text: $inner).onSubmit { log.append("inner") }
        }
        .submitScope()
        TextField("Outer", text: $outer)
      }
      .onSubmit { log.append("outer") }
    }
  }

  @Test func aSubmitScopeKeepsSubmissionsInside() {
    let host = TestHost(width: 30, height: 3) { Scoped() }
    host.tap("Inner")
    host.send(.enter)
    #expect(host.screen.contains("log: inner"))
    #expect(!host.screen.contains("inner,outer"))
    host.tap("Outer")
    host.send(.enter)
    #expect(host.screen.contains("log: inner,outer"))
  }

  private enum Scope: Hashable { case all, unread }
  private struct Mail: View {
    @State var query = ""
    @State var scope = Scope.all
    var body: some View {
      VStack {
        Text(scope == .all ? "showing all" : "showing unread")
      }
      .searchable(text: $query)
      .searchScopes($scope) {
        Text("All").tag(Scope.all)
        Text("Unread").tag(Scope.unread)
      }
    }
  }

  @Test func searchScopesAreASegmentedPickerThatChoosesTheScope() {
    let host = TestHost(width: 40, height: 5) { Mail() }
    #expect(host.screen.contains("showing all"))
    let unread = host.frame(ofText: "Unread")!
    host.click(x: unread.minX, y: unread.minY)
    #expect(host.screen.contains("showing unread"))
  }
}
