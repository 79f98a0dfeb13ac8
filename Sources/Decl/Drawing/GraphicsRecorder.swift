import Foundation

/// What a `GraphicsContext` drew, in order, in the canvas's coordinates (points): the renderer
/// rasterises it into cells after the canvas's renderer returns.
package final class GraphicsRecorder {
  /// The canvas's size in points.
  package let size: CGSize
  package let environment: EnvironmentValues
  /// Sizes only the renderer knows.
  package let measurer: GraphicsMeasurer
  /// What was drawn, first first.
  package var items: [GraphicsItem] = []

  package init(size: CGSize, environment: EnvironmentValues, measurer: GraphicsMeasurer) {
    self.size = size
    self.environment = environment
    self.measurer = measurer
  }

  /// Everything drawn, as one path: the area `clipToLayer` clips to.
  var coverage: Path {
    var path = Path()
    for item in items {
      switch item.content {
      case .fill(let shape, _, _): path.addPath(shape)
      case .stroke(let shape, _, let style): path.addPath(shape.strokedPath(style))
      case .text(_, let rect), .image(_, let rect), .symbol(_, let rect): path.addRect(rect)
      }
    }
    return path
  }
}

/// The sizes of text, images and symbols, which the renderer measures in cells.
package struct GraphicsMeasurer {
  /// The size of `text` wrapped to `size`'s width, in points.
  package var textSize: (_ text: Text, _ environment: EnvironmentValues, _ size: CGSize) -> CGSize
  /// The size an image is drawn at, in points.
  package var imageSize: (Image) -> CGSize
  /// The size of the symbol tagged `id`, in points; nil when the canvas has none.
  package var symbolSize: (AnyHashable) -> CGSize?

  package init(
    textSize: @escaping (Text, EnvironmentValues, CGSize) -> CGSize,
    imageSize: @escaping (Image) -> CGSize, symbolSize: @escaping (AnyHashable) -> CGSize?
  ) {
    self.textSize = textSize
    self.imageSize = imageSize
    self.symbolSize = symbolSize
  }
}

/// One drawing operation, with the context's state when it was made.
package struct GraphicsItem {
  package enum Content {
    case fill(Path, GraphicsContext.Shading, FillStyle)
    case stroke(Path, GraphicsContext.Shading, StrokeStyle)
    /// Text wrapped in a rectangle (in the canvas's points).
    case text(GraphicsContext.ResolvedText, CGRect)
    /// An image scaled into a rectangle.
    case image(GraphicsContext.ResolvedImage, CGRect)
    /// A symbol view, its frame's origin at the rectangle's.
    case symbol(GraphicsContext.ResolvedSymbol, CGRect)
  }

  package var content: Content
  package var opacity: Double
  package var blendMode: GraphicsContext.BlendMode
  package var clips: [GraphicsClip]
  package var filters: [GraphicsContext.Filter]
}

/// A clip path in the canvas's coordinates.
package struct GraphicsClip {
  package var path: Path
  package var style: FillStyle
  /// Whether what is outside the path is kept instead.
  package var isInverse: Bool

  /// Whether `point` (in the canvas's points) is kept.
  package func keeps(_ point: CGPoint) -> Bool {
    path.contains(point, eoFill: style.isEOFilled) != isInverse
  }
}
