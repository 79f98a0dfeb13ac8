import Decl
import DeclTesting
import Foundation
import Testing

@testable import DeclRender

/// Tables: a header row over rows whose columns line up, widths from `width(...)`, selection
/// as a list's, sorting by a header, the first column only in a compact width.
@MainActor
@Suite struct TableTests {
  struct Person: Identifiable, Hashable {
    let id: Int
    let name: String
    let city: String
    let age: Int
  }

  static let people = [
    Person(id: 1, name: "Ada", city: "London", age: 36),
    Person(id: 2, name: "Grace", city: "New York", age: 85),
    Person(id: 3, name: "Alan", city: "Wilmslow", age: 41),
  ]

  struct Sorted: View {
    @State var order = [KeyPathComparator(\Person.name)]
    @State var selection: Person.ID?

    var body: some View {
      VStack {
        Table(TableTests.people.sorted(using: order), selection: $selection, sortOrder: $order) {
          TableColumn("Name", value: \.name)
          TableColumn("Age", value: \.age) { Text("\($0.age)") }.width(40)
          TableColumn("City") { Text($0.city) }
        }
        Text("selected \(selection.map(String.init) ?? "none")")
      }
    }
  }

  @Test func aWideTableShowsAHeaderAndColumnsThatLineUp() {
    let host = TestHost(width: 64, height: 8) { Sorted() }
    assertSnapshot(host, named: "sorted-by-name", suite: "tables")
    #expect(host.lines[0] == "Name ▲                       Age   City")
    #expect(host.lines[1].allSatisfy { $0 == "─" })
    // The fixed column is 40 points (5 cells) wide; the others share what is left.
    #expect(host.lines[2] == "Ada                          36    London")
    #expect(host.lines[4] == "Grace                        85    New York")
    #expect(host.style(at: "Name")?.attributes.contains(.bold) == true)
  }

  @Test func activatingAHeaderSortsByItsColumnAndAgainTheOtherWay() {
    let host = TestHost(width: 64, height: 8) { Sorted() }
    let age = host.position(of: "Age")!
    host.click(x: age.x, y: age.y)
    #expect(host.lines[0].hasPrefix("Name                         Age ▲"))
    #expect(host.lines[2].hasPrefix("Ada "))
    #expect(host.lines[3].hasPrefix("Alan "))
    #expect(host.lines[4].hasPrefix("Grace "))
    host.click(x: age.x, y: age.y)
    assertSnapshot(host, named: "sorted-by-age-descending", suite: "tables")
    #expect(host.lines[0].hasPrefix("Name                         Age ▼"))
    #expect(host.lines[2].hasPrefix("Grace "))
    // The keyboard does the same: Tab reaches the headers, Enter sorts.
    host.send(.tab)
    host.send(.enter)
    #expect(host.lines[0].hasPrefix("Name ▲"))
    #expect(host.lines[2].hasPrefix("Ada "))
  }

  @Test func rowsSelectAsAListsDo() {
    let host = TestHost(width: 64, height: 8) { Sorted() }
    let alan = host.position(of: "Alan")!
    host.click(x: alan.x, y: alan.y)
    #expect(host.screen.contains("selected 3"))
    assertSnapshot(host, named: "selected", suite: "tables")
    // The whole row is highlighted, across every column.
    #expect(host.style(at: "Wilmslow")?.background != host.style(at: "London")?.background)
    host.send(.down)
    #expect(host.screen.contains("selected 2"))
  }

  @Test func aCompactTableShowsOnlyItsFirstColumn() {
    let host = TestHost(width: 40, height: 6) { Sorted() }
    assertSnapshot(host, named: "compact", suite: "tables")
    #expect(!host.screen.contains("City"))
    #expect(!host.screen.contains("London"))
    #expect(host.lines[0] == "Ada")
  }

  struct File: Identifiable {
    let name: String
    let size: Int
    var children: [File]?
    var id: String { name }
  }

  static let tree = [
    File(name: "Sources", size: 30, children: [File(name: "main.swift", size: 20)]),
    File(name: "README.md", size: 5),
  ]

  @Test func anOutlineTableDisclosesChildrenUnderTheirParent() {
    let host = TestHost(width: 64, height: 8) {
      Table(TableTests.tree, children: \.children) {
        TableColumn("Name", value: \.name)
        TableColumn("Size") { Text("\($0.size)") }.width(48).alignment(.trailing)
      }
    }
    #expect(host.lines[2].hasPrefix("▸ Sources"))
    #expect(host.lines[2].hasSuffix("30"))
    #expect(!host.screen.contains("main.swift"))
    let mark = host.position(of: "▸")!
    host.click(x: mark.x, y: mark.y)
    assertSnapshot(host, named: "outline-expanded", suite: "tables")
    #expect(host.lines[2].hasPrefix("▾ Sources"))
    #expect(host.rows[3].hasPrefix("   main.swift"))
    #expect(host.lines[4].hasPrefix("README.md"))
    // The keyboard does it too: the mark is a button, the table's first focus stop.
    host.send(.tab)
    host.send(.enter)
    #expect(!host.screen.contains("main.swift"))
  }

  @Test func rowsFromARowBuilderWithConditionsMenusAndDisabledSelection() {
    struct Rows: View {
      @State var selection = Set<Int>()
      let showsAlan: Bool
      var body: some View {
        VStack {
          Table(of: Person.self, selection: $selection) {
            TableColumn("Name", value: \.name)
            TableColumn("City", value: \.city)
          } rows: {
            TableRow(TableTests.people[0])
            TableRow(TableTests.people[1]).selectionDisabled()
            if showsAlan { TableRow(TableTests.people[2]).contextMenu { Button("Call") {} } }
          }
          Text("selected \(selection.sorted())")
        }
      }
    }
    let host = TestHost(width: 64, height: 8) { Rows(showsAlan: true) }
    #expect(host.lines[2].hasPrefix("Ada"))
    #expect(host.lines[4].hasPrefix("Alan"))
    // A multiple selection: Space toggles the focused row; a disabled row is never chosen.
    host.send(.tab)
    host.send(.char(" "))
    #expect(host.screen.contains("selected [1]"))
    host.send(.down)
    host.send(.char(" "))
    #expect(host.screen.contains("selected [1]"))
    host.send(.down)
    host.send(.char(" "))
    #expect(host.screen.contains("selected [1, 3]"))
    let hidden = TestHost(width: 64, height: 8) { Rows(showsAlan: false) }
    #expect(!hidden.screen.contains("Alan"))
  }

  @Test func columnVisibilityHeadersAndWidths() {
    struct Customized: View {
      @State var customization = TableColumnCustomization<Person>()
      @State var hidesCity = false
      var body: some View {
        VStack {
          Table(TableTests.people, columnCustomization: $customization) {
            TableColumn("Name", value: \.name).width(min: 80, ideal: 120, max: 160)
            TableColumn("City", value: \.city).customizationID("city")
            TableColumn("Age") { Text("\($0.age)") }.defaultVisibility(.hidden)
          }
          Button("Hide city") { customization[visibility: "city"] = .hidden }
        }
      }
    }
    let host = TestHost(width: 64, height: 8) { Customized() }
    // The name column grows to its ideal (15 cells), then shares the rest with the city up to
    // its maximum (20 cells).
    #expect(host.rows[0].hasPrefix(" Name                 City"))
    #expect(!host.screen.contains("Age"))
    host.click(x: host.position(of: "Hide city")!.x, y: host.position(of: "Hide city")!.y)
    #expect(!host.screen.contains("City"))
    #expect(!host.screen.contains("London"))

    let headless = TestHost(width: 64, height: 6) {
      Table(TableTests.people) { TableColumn("Name", value: \.name) }
        .tableColumnHeaders(.hidden)
    }
    #expect(headless.lines[0] == "Ada")
  }

  @Test func aLongCellIsCutAndALongTableScrollsUnderItsHeader() {
    struct Item: Identifiable {
      let id: Int
      var text: String { "Item \(id) " + String(repeating: "long ", count: 20) }
    }
    let items = (1...100).map(Item.init)
    let host = TestHost(width: 64, height: 8) {
      Table(items) {
        TableColumn("Text", value: \.text)
        TableColumn("Id") { Text("\($0.id)") }.width(32)
      }
    }
    #expect(host.lines[2].contains("…"))
    #expect(host.lines[2].contains("long… 1 "))
    host.send(.tab)
    for _ in 0..<20 { host.send(.down) }
    #expect(host.lines[0].hasPrefix("Text"))
    #expect(host.screen.contains("Item 21 "))
    #expect(!host.screen.contains("Item 1 "))
  }
}
