import Foundation

/// A rectangle filling the frame it is given.
///
/// ```swift
/// Rectangle().fill(.blue).frame(width: 160, height: 64)   // 20 × 4 cells of blue
/// ```
public struct Rectangle: InsettableShape, InsetDrawable {
  /// A rectangle.
  public init() {}

  public func path(in rect: CGRect) -> Path { Path(rect) }

  /// The rectangle inset by `amount` points on every side.
  public func inset(by amount: CGFloat) -> some InsettableShape {
    _Inset(base: self, amount: amount)
  }
}
