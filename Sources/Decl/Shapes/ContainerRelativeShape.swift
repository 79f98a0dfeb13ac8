import Foundation

/// The shape of the container a view is in; a terminal's containers are rectangles, so this is
/// a rectangle filling its frame.
public struct ContainerRelativeShape: InsettableShape, InsetDrawable {
  /// The container's shape.
  public init() {}

  public func path(in rect: CGRect) -> Path { Path(rect) }

  /// The shape inset by `amount` points on every side.
  public func inset(by amount: CGFloat) -> some InsettableShape {
    _Inset(base: self, amount: amount)
  }
}
