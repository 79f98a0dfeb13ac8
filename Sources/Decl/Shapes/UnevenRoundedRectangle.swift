import Foundation

/// A rectangle whose corners may have different radii, filling the frame it is given.
///
/// ```swift
/// UnevenRoundedRectangle(topLeadingRadius: 16, topTrailingRadius: 16)
/// ```
public struct UnevenRoundedRectangle: InsettableShape, InsetDrawable {
  /// The radius of each corner.
  public var cornerRadii: RectangleCornerRadii
  /// How the corners are curved.
  public var style: RoundedCornerStyle

  /// A rectangle with the given corner radii.
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  /// A rectangle with the given corner radii; unspecified corners are square.
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
        bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
      style: style)
  }

  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadii: cornerRadii, style: style)
  }

  /// Insetting shrinks every corner by the same amount.
  func insetPath(in rect: CGRect, by amount: CGFloat) -> Path {
    let inner = rect.insetBy(dx: amount, dy: amount)
    guard !inner.isNull, amount.isFinite else { return Path() }
    let radii = RectangleCornerRadii(
      topLeading: max(0, cornerRadii.topLeading - amount),
      bottomLeading: max(0, cornerRadii.bottomLeading - amount),
      bottomTrailing: max(0, cornerRadii.bottomTrailing - amount),
      topTrailing: max(0, cornerRadii.topTrailing - amount))
    return Path(roundedRect: inner, cornerRadii: radii, style: style)
  }

  /// The rectangle inset by `amount` points on every side.
  public func inset(by amount: CGFloat) -> some InsettableShape {
    _Inset(base: self, amount: amount)
  }
}
