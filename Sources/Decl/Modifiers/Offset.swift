import Foundation

extension View {
  /// Moves the drawing by points without changing the layout.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modifier(OffsetModifier(offset: CGSize(width: x, height: y)))
  }

  /// Moves the drawing by points without changing the layout.
  public func offset(_ offset: CGSize) -> some View {
    modifier(OffsetModifier(offset: offset))
  }

  /// Draws the view transformed without changing the layout; a terminal moves it by the
  /// transform's translation (in whole cells) and cannot rotate, scale or skew it.
  public func transformEffect(_ transform: CGAffineTransform) -> some View {
    modifier(OffsetModifier(offset: CGSize(width: transform.tx, height: transform.ty)))
  }
}

/// `offset`: the content drawn moved (by whole cells); layout is unchanged.
package struct OffsetModifier: ViewModifier {
  package let offset: CGSize

  package typealias Body = Never
}
