import Decl

/// Scrolling sideways: a `LazyHGrid` of 10,000 numbers in three rows, of which only the
/// columns around the visible part exist, and a `LazyHStack` of cards, each in a horizontal
/// `ScrollView` (the mouse wheel scrolls them). Lazy stacks and grids take all the
/// height they are offered, so each gets a frame.
struct LazyHGridScreen: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      Text("LazyHGrid: three rows, filled column by column").bold()
      ScrollView(.horizontal) {
        // In cells, the default ten-point minimum of a flexible row would be ten rows.
        LazyHGrid(rows: Array(repeating: GridItem(.flexible(minimum: 1)), count: 3), spacing: 2) {
          ForEach(1...10_000, id: \.self) { number in
            Text("#\(number)")
          }
        }
        .frame(height: 3)
      }
      Text("LazyHStack").bold()
      ScrollView(.horizontal) {
        LazyHStack(spacing: 2) {
          ForEach(1...30, id: \.self) { number in
            Text("card \(number)")
              .padding(1)
              .border(.blue)
          }
        }
        .frame(height: 3)
      }
    }
    .padding(1)
  }
}
