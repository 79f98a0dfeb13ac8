import Decl

/// Colours, the four gradients, the system styles and the materials, each filling a rounded
/// rectangle.
struct ShapeStylesScreen: View {
  private let sunset = Gradient(colors: [.purple, .red, .orange, .yellow])

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text("Shape styles").font(.title)
      HStack(spacing: 16) {
        Swatch("Color") { RoundedRectangle(cornerRadius: 8).fill(Color.blue) }
        Swatch("Linear") {
          RoundedRectangle(cornerRadius: 8)
            .fill(LinearGradient(gradient: sunset, startPoint: .leading, endPoint: .trailing))
        }
        Swatch("Radial") {
          RoundedRectangle(cornerRadius: 8)
            .fill(RadialGradient(gradient: sunset, center: .center, startRadius: 0, endRadius: 48))
        }
        Swatch("Angular") {
          Circle().fill(AngularGradient(gradient: sunset, center: .center))
        }
        Swatch("Elliptical") {
          Ellipse().fill(EllipticalGradient(colors: [.white, .blue]))
        }
      }
      HStack(spacing: 16) {
        Swatch(".tint") { RoundedRectangle(cornerRadius: 8).fill(.tint) }
        Swatch(".fill") { RoundedRectangle(cornerRadius: 8).fill(.fill) }
        Swatch(".separator") { RoundedRectangle(cornerRadius: 8).fill(.separator) }
        Swatch("opacity") { RoundedRectangle(cornerRadius: 8).fill(.green.opacity(0.5)) }
        Swatch(".secondary") { RoundedRectangle(cornerRadius: 8).fill(.secondary) }
      }
      ZStack {
        LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing)
        HStack(spacing: 8) {
          ForEach(Self.materials, id: \.name) { material in
            Text(material.name)
              .font(.caption)
              .padding(8)
              .background(material.style, in: RoundedRectangle(cornerRadius: 8))
          }
        }
      }
      .frame(height: 64)
    }
    .padding()
  }

  private static let materials: [(name: String, style: Material)] = [
    ("ultraThin", .ultraThinMaterial), ("thin", .thinMaterial), ("regular", .regularMaterial),
    ("thick", .thickMaterial), ("ultraThick", .ultraThickMaterial),
  ]
}
