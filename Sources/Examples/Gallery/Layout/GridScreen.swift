import Decl

/// A `Grid` of planets: each column as wide as its widest cell, the numbers aligned on their
/// trailing edge (`gridColumnAlignment`), a divider and a note spanning the grid.
struct GridScreen: View {
  private let planets = [
    ("Mercury", "0.39", "88 days", "0"),
    ("Venus", "0.72", "225 days", "0"),
    ("Earth", "1.00", "1 year", "1"),
    ("Mars", "1.52", "1.9 years", "2"),
    ("Jupiter", "5.20", "11.9 years", "95"),
  ]

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Text("Grid").bold()
      Grid(alignment: .leading, horizontalSpacing: 3) {
        GridRow {
          Text("Planet")
          Text("Distance (AU)").gridColumnAlignment(.trailing)
          Text("Year").gridColumnAlignment(.trailing)
          Text("Moons").gridColumnAlignment(.trailing)
        }
        .bold()
        Divider()
        ForEach(planets, id: \.0) { planet in
          GridRow {
            Text(planet.0)
            Text(planet.1)
            Text(planet.2)
            Text(planet.3)
          }
        }
        Divider()
        GridRow {
          Text("Distances from the Sun; a year is one orbit.")
            .foregroundStyle(.secondary)
            .gridCellColumns(3)
          Text("98").gridCellAnchor(.trailing)
        }
      }
    }
    .padding(1)
  }
}
