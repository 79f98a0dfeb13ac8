import Foundation

/// A view that draws a shape, and can draw it again: `Capsule().fill(.yellow).stroke(.blue)`.
nonisolated public protocol ShapeView<Content>: View {
  /// The type of shape drawn.
  associatedtype Content: Shape

  /// The shape drawn.
  var shape: Content { get }
}

// The renderer draws these views from their stored properties (the shape, its style and how it
// is filled or stroked), with the cell rasteriser in DeclCanvas/Raster (used by `ShapeNode`).

extension Shape {
  /// The shape filled with a colour, gradient or other style (the foreground style by default).
  ///
  /// ```swift
  /// RoundedRectangle(cornerRadius: 12).fill(.blue)
  /// ```
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
    -> _ShapeView<Self, S>
  {
    _ShapeView(shape: self, style: content, fillStyle: style)
  }

  /// The shape filled with the foreground style.
  public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: ForegroundStyle(), fillStyle: style)
  }

  /// The shape's outline stroked with `content`.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> StrokeShapeView<Self, S, EmptyView>
  {
    StrokeShapeView(
      shape: self, style: content, strokeStyle: style, isAntialiased: antialiased,
      background: EmptyView())
  }

  /// The shape's outline stroked with `content`, `lineWidth` points wide.
  ///
  /// ```swift
  /// Circle().stroke(.red, lineWidth: 2)
  /// ```
  public func stroke<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> StrokeShapeView<Self, S, EmptyView> {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}

extension InsettableShape {
  /// The shape's outline stroked inside its frame: inset by half the line width first.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
  ) -> StrokeBorderShapeView<Self, S, EmptyView> {
    StrokeBorderShapeView(
      shape: self, style: content, strokeStyle: style, isAntialiased: antialiased,
      background: EmptyView())
  }

  /// The shape's outline stroked inside its frame, `lineWidth` points wide.
  ///
  /// ```swift
  /// RoundedRectangle(cornerRadius: 8).strokeBorder(.gray, lineWidth: 1)
  /// ```
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> StrokeBorderShapeView<Self, S, EmptyView> {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }

  /// The shape's outline stroked inside its frame with the foreground style.
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true)
    -> StrokeBorderShapeView<Self, ForegroundStyle, EmptyView>
  {
    strokeBorder(ForegroundStyle(), style: style, antialiased: antialiased)
  }

  /// The shape's outline stroked inside its frame with the foreground style, `lineWidth` wide.
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> StrokeBorderShapeView<Self, ForegroundStyle, EmptyView>
  {
    strokeBorder(ForegroundStyle(), lineWidth: lineWidth, antialiased: antialiased)
  }
}

extension ShapeView {
  /// This view with the shape filled again on top.
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
    -> FillShapeView<Content, S, Self>
  {
    FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
  }

  /// This view with the shape's outline stroked on top.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> StrokeShapeView<Content, S, Self>
  {
    StrokeShapeView(
      shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self
    )
  }

  /// This view with the shape's outline stroked on top, `lineWidth` points wide.
  public func stroke<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> StrokeShapeView<Content, S, Self> {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}

extension ShapeView where Content: InsettableShape {
  /// This view with the shape's outline stroked inside its frame on top.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
  ) -> StrokeBorderShapeView<Content, S, Self> {
    StrokeBorderShapeView(
      shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self
    )
  }

  /// This view with the shape's outline stroked inside its frame on top, `lineWidth` wide.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> StrokeBorderShapeView<Content, S, Self> {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}
