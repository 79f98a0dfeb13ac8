import Decl

/// Colours, the four gradients, the system styles and the materials, each filling a rounded
/// rectangle.
struct ShapeStylesScreen: View {
  private let sunset = Gradient(colors: [.purple, .red, .orange, .yellow])

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text("Shape styles").font(.title)
      HStack(spacing: 16) {
        Sample("Color") { RoundedRectangle(cornerRadius: 8).fill(Color.blue) }
        Sample("Linear") {
          RoundedRectangle(cornerRadius: 8)
            .fill(LinearGradient(gradient: sunset, startPoint: .leading, endPoint: .trailing))
        }
        Sample("Radial") {
          RoundedRectangle(cornerRadius: 8)
            .fill(RadialGradient(gradient: sunset, center: .center, startRadius: 0, endRadius: 48))
        }
        Sample("Angular") {
          Circle().fill(AngularGradient(gradient: sunset, center: .center))
        }
        Sample("Elliptical") {
          Ellipse().fill(EllipticalGradient(colors: [.white, .blue]))
        }
      }
      HStack(spacing: 16) {
        Sample(".tint") { RoundedRectangle(cornerRadius: 8).fill(.tint) }
        Sample(".fill") { RoundedRectangle(cornerRadius: 8).fill(.fill) }
        Sample(".separator") { RoundedRectangle(cornerRadius: 8).fill(.separator) }
        Sample("opacity") { RoundedRectangle(cornerRadius: 8).fill(.green.opacity(0.5)) }
        Sample(".secondary") { RoundedRectangle(cornerRadius: 8).fill(.secondary) }
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

/// A style sample of 96 × 48 points (12 × 3 cells) with its name under it, 13 columns wide:
/// five a row fit 80 columns.
private struct Sample<S: View>: View {
  let name: String
  let content: S

  init(_ name: String, @ViewBuilder content: () -> S) {
    self.name = name
    self.content = content()
  }

  var body: some View {
    VStack(spacing: 0) {
      content.frame(width: 96, height: 48)
      Text(name).font(.caption).foregroundStyle(.secondary)
    }
    .frame(width: 104)
  }
}
