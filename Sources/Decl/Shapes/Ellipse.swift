import Foundation

/// The ellipse that fills the frame it is given.
public struct Ellipse: InsettableShape, InsetDrawable {
  /// An ellipse.
  public init() {}

  public func path(in rect: CGRect) -> Path {
    guard rect.width > 0, rect.height > 0 else { return Path() }
    return Path(ellipseIn: rect)
  }

  /// The ellipse inset by `amount` points on every side.
  public func inset(by amount: CGFloat) -> some InsettableShape {
    _Inset(base: self, amount: amount)
  }
}
