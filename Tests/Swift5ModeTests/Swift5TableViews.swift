// A table as a Mac or iPad app writes it, in Swift 5 language mode: sortable key path columns,
// a column with content, a selection, and rows from a row builder.
import Decl
import Foundation

struct Swift5Planet: Identifiable {
  let id: Int
  let name: String
  let moons: Int
}

struct Swift5TableView: View {
  @State private var order = [KeyPathComparator(\Swift5Planet.name)]
  @State private var selection: Swift5Planet.ID?
  let planets = [
    Swift5Planet(id: 1, name: "Mars", moons: 2), Swift5Planet(id: 2, name: "Earth", moons: 1),
  ]

  var body: some View {
    Table(planets.sorted(using: order), selection: $selection, sortOrder: $order) {
      TableColumn("Planet", value: \.name)
      TableColumn("Moons", value: \.moons) { planet in Text("\(planet.moons)") }
        .width(min: 40, max: 80)
    }
  }
}

struct Swift5TableRowsView: View {
  var body: some View {
    Table(of: Swift5Planet.self) {
      TableColumn("Planet") { Text($0.name) }
    } rows: {
      TableRow(Swift5Planet(id: 3, name: "Venus", moons: 0))
    }
  }
}
