import Decl
import Testing

@testable import DeclRender

private struct Fruit: Identifiable, Hashable {
  let id: Int
  var name: String
}

/// A list whose second row (`banana`) cannot be deleted, moved or selected.
private struct GuardedRows: View {
  @State var fruits = [
    Fruit(id: 1, name: "apple"), Fruit(id: 2, name: "banana"), Fruit(id: 3, name: "cherry"),
  ]
  @State var selection: Int?
  var body: some View {
    VStack {
      Text("[\(selection.map(String.init) ?? "none")] \(fruits.map(\.name).joined(separator: " "))")
      List(selection: $selection) {
        ForEach(fruits) { fruit in
          Text(fruit.name)
            .deleteDisabled(fruit.id == 2)
            .moveDisabled(fruit.id == 2)
            .selectionDisabled(fruit.id == 2)
        }
        .onDelete { fruits.remove(atOffsets: $0) }
        .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
      }
    }
  }
}

@MainActor
@Suite struct ListRowDisabledTests {
  @Test func aDeleteDisabledRowStaysAndOthersGo() {
    let host = TestHost(width: 40, height: 6) { GuardedRows() }
    host.send(.tab)
    host.send(.down)
    host.send(.delete)
    #expect(host.screen.contains("apple banana cherry"))
    host.send(.down)
    host.send(.delete)
    #expect(host.screen.contains("apple banana\n"))
  }

  @Test func aMoveDisabledRowStaysWhereItIsAndOthersMove() {
    let host = TestHost(width: 40, height: 6) { GuardedRows() }
    host.send(.tab)
    host.send(.down)
    host.send(.down, modifiers: .option)
    #expect(host.screen.contains("apple banana cherry"))
    let other = TestHost(width: 40, height: 6) { GuardedRows() }
    other.send(.tab)
    other.send(.down, modifiers: .option)
    #expect(other.screen.contains("banana apple cherry"))
  }

  @Test func aSelectionDisabledRowIsNotSelectedWhenFocused() {
    let host = TestHost(width: 40, height: 6) { GuardedRows() }
    host.send(.tab)
    #expect(host.screen.contains("[1]"))
    host.send(.down)
    // Focus moved to banana, but the selection stays on apple.
    #expect(host.screen.contains("[1]"))
    host.send(.down)
    #expect(host.screen.contains("[3]"))
  }
}
