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
}

/// `offset`: the content drawn moved (by whole cells); layout is unchanged.
package struct OffsetModifier: ViewModifier {
  package let offset: CGSize

  package typealias Body = Never
}
