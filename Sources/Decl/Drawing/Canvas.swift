import Foundation

/// A view you draw into with code: paths, text, images and the views of `symbols`, through a
/// `GraphicsContext`. It takes the space it is offered; the renderer runs every time the canvas
/// is drawn, with its size in points.
///
/// ```swift
/// Canvas { context, size in
///   var line = Path()
///   line.move(to: .zero)
///   line.addLine(to: CGPoint(x: size.width, y: size.height))
///   context.stroke(line, with: .color(.blue), lineWidth: 1)
/// }
/// ```
///
/// Drawing is rasterised into cells as shapes are: fills cover whole cells (with block glyphs
/// at the edges), thin strokes are box-drawing lines or braille dots, text and symbols are
/// placed in the cell their frame starts in.
public struct Canvas<Symbols: View>: View {
  /// Views the renderer can draw, each found by its `tag`.
  public var symbols: Symbols
  /// The drawing code, called with a context and the canvas's size in points.
  public var renderer: (inout GraphicsContext, CGSize) -> Void
  /// Whether the canvas promises to cover every cell; the cells it does not draw stay as
  /// they are either way.
  public var isOpaque: Bool
  /// The colour space it draws in; a terminal has one.
  public var colorMode: ColorRenderingMode
  /// Whether it may draw off the main thread; a terminal frame is drawn at once.
  public var rendersAsynchronously: Bool

  /// A canvas drawn by `renderer`, which can draw the tagged views of `symbols`.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void,
    @ViewBuilder symbols: () -> Symbols
  ) {
    self.symbols = symbols()
    self.renderer = renderer
    isOpaque = opaque
    self.colorMode = colorMode
    self.rendersAsynchronously = rendersAsynchronously
  }

  public typealias Body = Never
}

extension Canvas where Symbols == EmptyView {
  /// A canvas drawn by `renderer`.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.init(
      opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously,
      renderer: renderer, symbols: { EmptyView() })
  }
}
