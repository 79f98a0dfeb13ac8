import Foundation

// Views drawn behind or in front of content. The content decides the size; the decoration is
// offered exactly that size and aligned inside it.

extension View {
  /// Draws `content` in front of this view.
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  {
    modifier(DecorationModifier(decoration: content(), alignment: alignment, inFront: true))
  }

  /// Draws `overlay` in front of this view.
  @_disfavoredOverload
  public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
    modifier(DecorationModifier(decoration: overlay, alignment: alignment, inFront: true))
  }

  /// Fills this view's frame with a style, in front of it (a terminal has no safe area beyond
  /// the screen, so `edges` change nothing).
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    modifier(
      DecorationModifier(
        decoration: StyleFill(style: style._erased), alignment: .center, inFront: true))
  }

  /// Draws `content` behind this view.
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  {
    modifier(DecorationModifier(decoration: content(), alignment: alignment, inFront: false))
  }

  /// Draws `background` behind this view.
  @_disfavoredOverload
  public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
    modifier(DecorationModifier(decoration: background, alignment: alignment, inFront: false))
  }

  /// Fills this view's frame with the environment's background style (the screen's background
  /// colour unless `backgroundStyle(_:)` set another), behind it.
  public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    background(.background, ignoresSafeAreaEdges: edges)
  }

  /// Fills this view's frame with a colour or gradient, behind it.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    modifier(
      DecorationModifier(
        decoration: StyleFill(style: style._erased), alignment: .center, inFront: false))
  }
}

extension View {
  /// Draws `shape` filled with `style` behind this view, in its frame.
  ///
  /// ```swift
  /// Text("Note").padding().background(.regularMaterial, in: RoundedRectangle(cornerRadius: 8))
  /// ```
  public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    background(shape.fill(style, style: fillStyle))
  }

  /// Draws `shape` filled with the background style behind this view.
  public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
  }

  /// Draws `shape` filled with `style` in front of this view, in its frame.
  public func overlay<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    overlay(shape.fill(style, style: fillStyle))
  }
}

/// `background` and `overlay`: a view drawn behind or in front of the content, sized by it.
package struct DecorationModifier: ViewModifier {
  package let decoration: any View
  package let alignment: Alignment
  package let inFront: Bool

  package typealias Body = Never
}

/// A shape style used as a view: it fills all the space it is offered.
package struct StyleFill: View {
  package let style: AnyShapeStyle
  package init(style: AnyShapeStyle) { self.style = style }
  package typealias Body = Never
}

extension Color: View {
  public typealias Body = Never
}

extension LinearGradient: View {
  public typealias Body = Never
}
