import Foundation

/// A rectangle with rounded corners, filling the frame it is given.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(.blue).frame(width: 160, height: 64)
/// ```
/// Radii are in points; the rasteriser shows the rounding only where it is large enough to
/// change a cell (see `ShapeRasterizer`).
public struct RoundedRectangle: InsettableShape, InsetDrawable {
  /// The width and height of each corner.
  public var cornerSize: CGSize
  /// How the corners are curved.
  public var style: RoundedCornerStyle

  /// A rounded rectangle whose corners are `cornerSize`.
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  /// A rounded rectangle whose corners have `cornerRadius`.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerSize: cornerSize, style: style)
  }

  /// Insetting shrinks the corners by the same amount, so the outline stays parallel.
  func insetPath(in rect: CGRect, by amount: CGFloat) -> Path {
    let inner = rect.insetBy(dx: amount, dy: amount)
    guard !inner.isNull, amount.isFinite else { return Path() }
    let corner = CGSize(
      width: max(0, cornerSize.width - amount), height: max(0, cornerSize.height - amount))
    return Path(roundedRect: inner, cornerSize: corner, style: style)
  }

  /// The rounded rectangle inset by `amount` points on every side.
  public func inset(by amount: CGFloat) -> some InsettableShape {
    _Inset(base: self, amount: amount)
  }
}
