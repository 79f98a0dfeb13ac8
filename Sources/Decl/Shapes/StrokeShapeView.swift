import Foundation

/// A shape's outline stroked with a style over `background`: what `stroke(_:lineWidth:)` and
/// `stroke(_:style:)` return.
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
  /// The shape stroked.
  public var shape: Content
  /// The style of the line.
  public var style: Style
  /// The width, ends, corners and dashes of the line.
  public var strokeStyle: StrokeStyle
  /// Whether the line is smoothed (cells are not).
  public var isAntialiased: Bool
  /// What is drawn beneath.
  public var background: Background

  /// A stroked shape.
  nonisolated public init(
    shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool,
    background: Background
  ) {
    self.shape = shape
    self.style = style
    self.strokeStyle = strokeStyle
    self.isAntialiased = isAntialiased
    self.background = background
  }

  /// Drawn by the renderer from its stored properties.
  public typealias Body = Never
}

/// A shape's outline stroked inside its frame (inset by half the line width) over
/// `background`: what `strokeBorder` returns.
public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>:
  ShapeView
{
  /// The shape stroked (before the inset).
  public var shape: Content
  /// The style of the line.
  public var style: Style
  /// The width, ends, corners and dashes of the line.
  public var strokeStyle: StrokeStyle
  /// Whether the line is smoothed (cells are not).
  public var isAntialiased: Bool
  /// What is drawn beneath.
  public var background: Background

  /// A shape stroked inside its frame.
  nonisolated public init(
    shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool,
    background: Background
  ) {
    self.shape = shape
    self.style = style
    self.strokeStyle = strokeStyle
    self.isAntialiased = isAntialiased
    self.background = background
  }

  /// The shape the line follows: inset by half the line width.
  nonisolated package var insetShape: Content.InsetShape {
    shape.inset(by: strokeStyle.lineWidth / 2)
  }

  /// Drawn by the renderer from its stored properties.
  public typealias Body = Never
}
