import Foundation

/// A shape filled with a style: what `Shape.fill` returns, and the body of every shape (filled
/// with the foreground style).
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: ShapeView {
  /// The shape filled.
  public var shape: Content
  /// The style it is filled with.
  public var style: Style
  /// How its inside is decided.
  public var fillStyle: FillStyle

  /// A shape filled with `style`.
  nonisolated public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
    self.shape = shape
    self.style = style
    self.fillStyle = fillStyle
  }

  /// Drawn by the renderer from its stored properties.
  public typealias Body = Never
}

/// A shape view filled again on top of `background`: what `ShapeView.fill` returns.
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
  /// The shape filled.
  public var shape: Content
  /// The style it is filled with.
  public var style: Style
  /// How its inside is decided.
  public var fillStyle: FillStyle
  /// What is drawn beneath.
  public var background: Background

  /// A shape filled with `style` over `background`.
  nonisolated public init(
    shape: Content, style: Style, fillStyle: FillStyle, background: Background
  ) {
    self.shape = shape
    self.style = style
    self.fillStyle = fillStyle
    self.background = background
  }

  /// Drawn by the renderer from its stored properties.
  public typealias Body = Never
}
