import Foundation

// Views drawn behind or in front of content. The content decides the size; the decoration is
// offered exactly that size and aligned inside it.

extension View {
  /// Draws `content` in front of this view.
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  {
    builtin(.decoration(content(), alignment: alignment, inFront: true))
  }

  /// Draws `overlay` in front of this view.
  @_disfavoredOverload
  public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
    builtin(.decoration(overlay, alignment: alignment, inFront: true))
  }

  /// Fills this view's frame with a style, in front of it.
  public func overlay<S: ShapeStyle>(_ style: S) -> some View {
    builtin(.decoration(StyleFill(style: style._erased), alignment: .center, inFront: true))
  }

  /// Draws `content` behind this view.
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  {
    builtin(.decoration(content(), alignment: alignment, inFront: false))
  }

  /// Draws `background` behind this view.
  @_disfavoredOverload
  public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
    builtin(.decoration(background, alignment: alignment, inFront: false))
  }

  /// Fills this view's frame with a colour or gradient, behind it.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    builtin(.decoration(StyleFill(style: style._erased), alignment: .center, inFront: false))
  }

  /// Outlines this view's frame with box-drawing characters, over its outermost cells.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    builtin(.border(content._erased, width: max(0, width.cells)))
  }
}

/// A shape style used as a view: it fills all the space it is offered.
package struct StyleFill: View, PrimitiveView {
  package let style: AnyShapeStyle
  package var primitive: Primitive { .leaf(.fill(style)) }
  package typealias Body = Never
}

extension Color: View, PrimitiveView {
  public typealias Body = Never
  package var primitive: Primitive { .leaf(.fill(_erased)) }
}

extension LinearGradient: View, PrimitiveView {
  public typealias Body = Never
  package var primitive: Primitive { .leaf(.fill(_erased)) }
}
