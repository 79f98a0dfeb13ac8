import Decl

/// The gallery's "Drawing" section: shapes, shape styles, clipping and images. The screens
/// are written as an iOS developer would write them, in points (8 a column, 16 a row).
enum DrawingExamples {
  static let seed = (id: "drawing", title: "Shapes, styles and images")

  static let all: [Example] = [
    Example("drawing-shapes", seed: seed.id, title: "Shapes: fills, strokes and a custom Path") {
      _ in AnyView(ShapesScreen())
    },
    Example("drawing-styles", seed: seed.id, title: "Shape styles: gradients and materials") {
      _ in AnyView(ShapeStylesScreen())
    },
    Example("drawing-clips", seed: seed.id, title: "clipShape, mask and backgrounds in shapes") {
      _ in AnyView(ClipsScreen())
    },
    Example("drawing-images", seed: seed.id, title: "Images: a PNG asset and SF Symbols") { _ in
      AnyView(ImagesScreen())
    },
  ]
}
