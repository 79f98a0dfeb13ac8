import Foundation

/// The largest circle that fits in the frame it is given, centred in it.
///
/// ```swift
/// Circle().stroke(.red, lineWidth: 2).frame(width: 160, height: 160)   // 20 × 10 cells
/// ```
/// Cells are 8 by 16 points, so a circle 20 columns wide is 10 rows high and round on screen.
public struct Circle: InsettableShape, InsetDrawable {
  /// A circle.
  public init() {}

  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    guard side > 0 else { return Path() }
    return Path(
      ellipseIn: CGRect(
        x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
  }

  /// The circle inset by `amount` points.
  public func inset(by amount: CGFloat) -> some InsettableShape {
    _Inset(base: self, amount: amount)
  }
}
