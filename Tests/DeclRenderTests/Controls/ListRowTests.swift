import Decl
import Testing

@testable import DeclRender

private struct Fruit: Identifiable, Hashable {
  let id: Int
  var name: String
}

private struct Editable: View {
  @State var fruits = [
    Fruit(id: 1, name: "apple"), Fruit(id: 2, name: "banana"), Fruit(id: 3, name: "cherry"),
  ]
  @State var selection: Int?
  var body: some View {
    VStack {
      Text(
        "selected \(selection.map(String.init) ?? "none"), \(fruits.map(\.name).joined(separator: " "))"
      )
      List(selection: $selection) {
        ForEach(fruits) { Text($0.name) }
          .onDelete { fruits.remove(atOffsets: $0) }
          .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
      }
    }
  }
}

private struct Multiple: View {
  @State var selection = Set<Int>()
  var body: some View {
    VStack {
      Text("selected \(selection.sorted().map(String.init).joined(separator: ","))")
      List([Fruit(id: 1, name: "a"), Fruit(id: 2, name: "b")], selection: $selection) {
        Text($0.name)
      }
    }
  }
}

private struct BoundRows: View {
  @State var fruits = [Fruit(id: 1, name: "x"), Fruit(id: 2, name: "y")]
  var body: some View {
    VStack {
      Text(fruits.map(\.name).joined(separator: ","))
      List($fruits) { $fruit in TextField("name", text: $fruit.name) }
    }
  }
}

@MainActor
@Suite struct ListRowTests {
  @Test func focusingARowSelectsItAndItIsHighlighted() {
    let host = TestHost(width: 30, height: 5) { Editable() }
    host.send(.tab)
    host.send(.down)
    #expect(host.screen.contains("selected 2"))
    let row = host.frame(ofText: "banana")!
    // Selected rows take the accent colour; the focused one is also reversed.
    #expect(host.canvas[x: row.minX, y: row.minY].style.background == .rgb(10, 132, 255))
    #expect(host.canvas[x: row.minX, y: row.minY].style.attributes.contains(.inverse))
  }

  @Test func deleteRemovesTheFocusedRowAndFocusStaysInTheList() {
    let host = TestHost(width: 40, height: 5) { Editable() }
    host.send(.tab)
    host.send(.down)
    host.send(.delete)
    #expect(host.screen.contains("apple cherry"))
    // The row that took its place is focused (and so selected).
    #expect(host.screen.contains("selected 3"))
    host.send(.backspace)
    #expect(host.screen.contains(", apple\n"))
  }

  @Test func altArrowsMoveRows() {
    let host = TestHost(width: 40, height: 5) { Editable() }
    host.send(.tab)
    host.send(.down, modifiers: .option)
    #expect(host.screen.contains("banana apple cherry"))
    host.send(.down, modifiers: .option)
    #expect(host.screen.contains("banana cherry apple"))
    host.send(.up, modifiers: .option)
    #expect(host.screen.contains("banana apple cherry"))
  }

  @Test func spaceTogglesRowsOfAMultipleSelection() {
    let host = TestHost(width: 30, height: 4) { Multiple() }
    host.send(.tab)
    host.send(.char(" "))
    host.send(.down)
    host.send(.char(" "))
    #expect(host.screen.contains("selected 1,2"))
    host.send(.char(" "))
    #expect(host.screen.contains("selected 1\n"))
  }

  @Test func listOfBindingsEditsTheRows() {
    let host = TestHost(width: 30, height: 4) { BoundRows() }
    host.send(.tab)
    host.type("1")
    #expect(host.screen.contains("x1,y"))
  }
}
