import Foundation

extension View {
  /// Places this view's centre at a point, in points from the top leading corner of the space
  /// it is offered, all of which it takes.
  ///
  /// ```swift
  /// Text("Here").position(x: 80, y: 32)   // centred ten columns and two rows in
  /// ```
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modifier(PositionModifier(position: CGPoint(x: x, y: y)))
  }

  /// Places this view's centre at `position`, in points.
  public func position(_ position: CGPoint) -> some View {
    modifier(PositionModifier(position: position))
  }
}

/// `position(x:y:)`: where the content's centre goes.
package struct PositionModifier: ViewModifier {
  package let position: CGPoint

  package typealias Body = Never
}
