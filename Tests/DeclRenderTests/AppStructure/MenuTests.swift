import Decl
import DeclTesting
import Testing

@testable import DeclRender

/// Menus, context menus, swipe actions and menu pickers: a pop-up list over the screen that
/// keys and clicks operate; choosing an item runs it and closes every open menu.
@MainActor
@Suite struct MenuTests {
  private struct Editor: View {
    @State private var log = "nothing"
    @State private var isBold = false

    var body: some View {
      VStack(alignment: .leading) {
        Menu("Actions") {
          Button("Copy") { log = "copied" }
          Button("Paste") { log = "pasted" }
          Divider()
          Toggle("Bold", isOn: $isBold)
          Menu("More") {
            Button("Archive") { log = "archived" }
          }
          Button("Delete", role: .destructive) { log = "deleted" }
        }
        Text("log: \(log)")
        Text(isBold ? "bold" : "plain")
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  @Test func anOpenMenuListsItsItemsAndChoosingOneRunsItAndClosesTheMenu() {
    let host = TestHost(width: 40, height: 12) { Editor() }
    #expect(host.rows[0] == "Actions ⌄")
    host.send(.tab)
    host.send(.enter)
    assertSnapshot(host, named: "open", suite: "menus")
    #expect(host.rows[1].hasPrefix("╭"))
    #expect(host.rows[2] == "│ Copy    │")
    #expect(host.screen.contains("│   Bold  │"))
    #expect(host.screen.contains("│ More  › │"))
    // The first item is focused; the screen around is not dimmed.
    #expect(host.style(at: "Copy")?.attributes.contains(.inverse) == true)
    #expect(host.style(at: "Actions")?.attributes.contains(.dim) == false)
    #expect(host.style(at: "Delete")?.foreground == cellColor(.red))
    host.send(.down)
    host.send(.enter)
    #expect(host.screen.contains("log: pasted"))
    #expect(!host.screen.contains("Copy"))
    assertSnapshot(host, named: "chosen", suite: "menus")
    // Focus is back on the menu's button.
    host.send(.enter)
    #expect(host.screen.contains("Copy"))
  }

  @Test func escapeAndAClickOutsideCloseTheMenu() {
    let host = TestHost(width: 40, height: 12) { Editor() }
    host.send(.tab)
    host.send(.enter)
    host.send(.escape)
    #expect(!host.screen.contains("Copy"))
    host.click(x: 2, y: 0)
    #expect(host.screen.contains("Copy"))
    host.click(x: 30, y: 10)
    #expect(!host.screen.contains("Copy"))
    #expect(host.screen.contains("log: nothing"))
  }

  @Test func aClickOnAnItemChoosesIt() {
    let host = TestHost(width: 40, height: 12) { Editor() }
    host.click(x: 0, y: 0)
    let delete = host.position(of: "Delete")!
    host.click(x: delete.x, y: delete.y)
    #expect(host.screen.contains("log: deleted"))
    #expect(!host.screen.contains("Copy"))
  }

  @Test func aToggleInAMenuSwitchesAndTheMenuStaysOpen() {
    let host = TestHost(width: 40, height: 12) { Editor() }
    host.click(x: 0, y: 0)
    #expect(host.tap("Bold"))
    #expect(host.screen.contains("✓ Bold"))
    host.send(.escape)
    #expect(host.screen.contains("bold"))
  }

  @Test func aNestedMenuOpensBesideItsItemAndChoosingClosesEveryMenu() {
    let host = TestHost(width: 40, height: 12) { Editor() }
    host.click(x: 0, y: 0)
    #expect(host.tap("More"))
    assertSnapshot(host, named: "submenu", suite: "menus")
    let more = host.position(of: "More")!
    let archive = host.position(of: "Archive")!
    #expect(archive.y == more.y)
    #expect(archive.x > more.x + 6)
    // Escape closes only the submenu.
    host.send(.escape)
    #expect(!host.screen.contains("Archive"))
    #expect(host.screen.contains("Copy"))
    #expect(host.tap("More"))
    host.send(.enter)
    #expect(host.screen.contains("log: archived"))
    #expect(!host.screen.contains("Copy"))
  }

  private struct Primary: View {
    @State private var log = "nothing"

    var body: some View {
      VStack {
        Menu("Add") {
          Button("Add folder") { log = "folder" }
        } primaryAction: {
          log = "item"
        }
        Text("log: \(log)")
      }
    }
  }

  @Test func aMenuWithAPrimaryActionRunsItAndOpensFromTheContextMenuKey() {
    let host = TestHost(width: 30, height: 8) { Primary() }
    host.send(.tab)
    host.send(.enter)
    #expect(host.screen.contains("log: item"))
    #expect(!host.screen.contains("Add folder"))
    host.send(.function(10), modifiers: .shift)
    #expect(host.screen.contains("Add folder"))
    host.send(.enter)
    #expect(host.screen.contains("log: folder"))
    let add = host.position(of: "Add")!
    host.mouse(.press(.right), x: add.x, y: add.y)
    #expect(host.screen.contains("Add folder"))
  }

  private struct Restaurants: View {
    @State private var names = ["Cafe", "Deli", "Bistro"]
    @State private var log = "nothing"

    var body: some View {
      VStack {
        List {
          ForEach(names, id: \.self) { name in
            Text(name)
              .contextMenu {
                Button("Check in") { log = "checked in at \(name)" }
                Button("Delete", role: .destructive) { names.removeAll { $0 == name } }
              }
          }
        }
        Text("log: \(log)")
      }
    }
  }

  @Test func aContextMenuOpensFromTheKeyboardAndARightClick() {
    let host = TestHost(width: 30, height: 10) { Restaurants() }
    // A row of text with a context menu is a focus stop.
    host.send(.tab)
    host.send(.tab)
    #expect(host.style(at: "Deli")?.attributes.contains(.inverse) == true)
    host.send(.function(16))
    assertSnapshot(host, named: "context-menu", suite: "menus")
    #expect(host.screen.contains("Check in"))
    host.send(.enter)
    #expect(host.screen.contains("log: checked in at Deli"))
    let bistro = host.position(of: "Bistro")!
    host.mouse(.press(.right), x: bistro.x, y: bistro.y)
    #expect(host.tap("Delete"))
    #expect(!host.screen.contains("Bistro"))
  }

  private struct Todos: View {
    @State private var log = "nothing"

    var body: some View {
      VStack {
        List {
          ForEach(["Milk", "Eggs"], id: \.self) { item in
            HStack {
              Button("○") { log = "ticked \(item)" }
              Text(item)
            }
            .swipeActions {
              Button("Delete", role: .destructive) { log = "deleted \(item)" }
            }
            .swipeActions(edge: .leading) {
              Button("Done") { log = "done \(item)" }
            }
          }
        }
        Text("log: \(log)")
      }
    }
  }

  @Test func swipeActionsOfBothEdgesOpenAsOneMenuLeadingFirst() {
    let host = TestHost(width: 30, height: 10) { Todos() }
    host.send(.tab)
    host.send(.function(10), modifiers: .shift)
    assertSnapshot(host, named: "swipe-actions", suite: "menus")
    let done = host.position(of: "Done")!
    let delete = host.position(of: "Delete")!
    #expect(done.y < delete.y)
    host.send(.down)
    host.send(.enter)
    #expect(host.screen.contains("log: deleted Milk"))
  }

  private enum Flavor: String, CaseIterable, Identifiable {
    case vanilla, chocolate, mint
    var id: Self { self }
  }

  private struct Flavors: View {
    @State private var flavor = Flavor.chocolate

    var body: some View {
      VStack {
        Picker("Flavor", selection: $flavor) {
          ForEach(Flavor.allCases) { Text($0.rawValue.capitalized).tag($0) }
        }
        .pickerStyle(.menu)
        Text("chose \(flavor.rawValue)")
      }
      .frame(maxHeight: .infinity, alignment: .top)
    }
  }

  @Test func aMenuPickerOpensItsOptionsInAPopUp() {
    let host = TestHost(width: 30, height: 10) { Flavors() }
    host.send(.tab)
    host.send(.enter)
    assertSnapshot(host, named: "picker", suite: "menus")
    #expect(host.screen.contains("✓ Chocolate"))
    // The current option has focus.
    #expect(host.style(at: "✓ Chocolate")?.attributes.contains(.inverse) == true)
    host.send(.down)
    host.send(.enter)
    #expect(host.screen.contains("chose mint"))
    #expect(!host.screen.contains("Vanilla"))
    // ←/→ still step without opening it.
    host.send(.left)
    #expect(host.screen.contains("chose chocolate"))
    #expect(!host.screen.contains("Vanilla"))
    // A click on the current option opens it; a click on an option chooses it.
    let current = host.position(of: "Chocolate")!
    host.click(x: current.x, y: current.y)
    let vanilla = host.position(of: "Vanilla")!
    host.click(x: vanilla.x, y: vanilla.y)
    #expect(host.screen.contains("chose vanilla"))
  }

  @Test func sectionsInAMenuShowTheirHeaders() {
    let host = TestHost(width: 30, height: 12) {
      Menu("Sort") {
        Section("Order") {
          Button("Ascending") {}
          Button("Descending") {}
        }
        Section {
          Button("Reset") {}
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
    host.send(.tab)
    host.send(.enter)
    assertSnapshot(host, named: "sections", suite: "menus")
    #expect(host.screen.contains("ORDER"))
    #expect(host.style(at: "Ascending")?.attributes.contains(.inverse) == true)
  }
}
