import Foundation

extension View {
  /// Moves the drawing without changing the layout.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modifier(OffsetModifier(x: x.cells, y: y.cells))
  }

  /// Moves the drawing without changing the layout.
  public func offset(_ offset: CGSize) -> some View {
    self.offset(x: offset.width, y: offset.height)
  }
}

/// `offset`: the content drawn moved by whole cells; layout is unchanged.
package struct OffsetModifier: ViewModifier {
  package let x: Int
  package let y: Int

  package typealias Body = Never
}
