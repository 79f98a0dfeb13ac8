import Decl

/// Every built-in shape filled, then stroked, then a user `Shape` and a trimmed circle.
struct ShapesScreen: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text("Shapes").font(.title)
      HStack(spacing: 16) {
        Swatch("Rectangle") { Rectangle().fill(.blue) }
        Swatch("Rounded") { RoundedRectangle(cornerRadius: 12).fill(.green) }
        Swatch("Circle") { Circle().fill(.orange) }
        Swatch("Ellipse") { Ellipse().fill(.purple) }
        Swatch("Capsule") { Capsule().fill(.pink) }
      }
      HStack(spacing: 16) {
        Swatch("stroke") { Rectangle().stroke(.blue, lineWidth: 2) }
        Swatch("strokeBorder") {
          RoundedRectangle(cornerRadius: 12).strokeBorder(.green, lineWidth: 1)
        }
        Swatch("Circle stroke") { Circle().stroke(.red, lineWidth: 2) }
        Swatch("Uneven") {
          UnevenRoundedRectangle(topLeadingRadius: 16, bottomTrailingRadius: 16)
            .fill(.teal)
        }
        Swatch("Triangle") { Triangle().fill(.yellow) }
      }
      HStack(spacing: 16) {
        Swatch("trim") { Circle().trim(from: 0, to: 0.75).stroke(.cyan, lineWidth: 2) }
        Swatch("dashed") {
          Capsule().stroke(.mint, style: StrokeStyle(lineWidth: 1, dash: [8, 8]))
        }
        Swatch("rotation") {
          Rectangle().rotation(.degrees(45)).fill(.indigo).frame(width: 32, height: 32)
        }
      }
    }
    .padding()
  }
}
