import Foundation

extension View {
  /// Outlines this view's frame with box-drawing characters, over its outermost cells.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    modifier(BorderModifier(style: content._erased, width: max(0, width.cells)))
  }
}

/// `border`: a box-drawing outline over the content's outermost cells.
package struct BorderModifier: ViewModifier {
  package let style: AnyShapeStyle
  package let width: Int

  package typealias Body = Never
}
