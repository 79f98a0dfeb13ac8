import Decl

/// A table as a Mac or iPad app writes one: sortable key-path columns, a column with its own
/// content and width, a multiple selection, and a row count that follows it.
struct TableScreen: View {
  struct Planet: Identifiable {
    let id: Int
    let name: String
    let moons: Int
    let distance: Double
  }

  private let planets = [
    Planet(id: 1, name: "Mercury", moons: 0, distance: 0.39),
    Planet(id: 2, name: "Venus", moons: 0, distance: 0.72),
    Planet(id: 3, name: "Earth", moons: 1, distance: 1),
    Planet(id: 4, name: "Mars", moons: 2, distance: 1.52),
    Planet(id: 5, name: "Jupiter", moons: 95, distance: 5.2),
    Planet(id: 6, name: "Saturn", moons: 146, distance: 9.54),
    Planet(id: 7, name: "Uranus", moons: 28, distance: 19.2),
    Planet(id: 8, name: "Neptune", moons: 16, distance: 30.06),
  ]

  @State private var order = [KeyPathComparator(\Planet.id)]
  @State private var selection = Set<Planet.ID>()

  var body: some View {
    VStack(alignment: .leading) {
      Table(planets.sorted(using: order), selection: $selection, sortOrder: $order) {
        TableColumn("#", value: \.id) { Text("\($0.id)") }.width(32)
        TableColumn("Planet", value: \.name)
        TableColumn("Moons", value: \.moons) { Text("\($0.moons)") }
          .width(64).alignment(.numeric)
        TableColumn("Distance (AU)", value: \.distance) {
          Text("\($0.distance, specifier: "%.2f")")
        }
        .alignment(.trailing)
      }
      Text("\(selection.count) selected: click a header to sort, Space selects")
        .foregroundStyle(.secondary)
    }
  }
}
