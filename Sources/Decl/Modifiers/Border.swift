import Foundation

extension View {
  /// Outlines this view's frame with box-drawing characters, over its outermost cells; a line
  /// is one cell whatever its width, and a width of no cells draws nothing.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    modifier(BorderModifier(style: content._erased, width: width))
  }
}

/// `border`: a box-drawing outline over the content's outermost cells.
package struct BorderModifier: ViewModifier {
  package let style: AnyShapeStyle
  /// The line width in points.
  package let width: CGFloat

  package typealias Body = Never
}
