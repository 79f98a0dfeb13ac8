import Foundation

/// A rectangle whose shorter sides are half circles, filling the frame it is given.
///
/// ```swift
/// Text("Tag").padding(.horizontal).background(Capsule().fill(.green))
/// ```
public struct Capsule: InsettableShape, InsetDrawable {
  /// How the ends are curved.
  public var style: RoundedCornerStyle

  /// A capsule.
  public init(style: RoundedCornerStyle = .continuous) {
    self.style = style
  }

  public func path(in rect: CGRect) -> Path {
    let radius = max(0, min(rect.width, rect.height) / 2)
    return Path(roundedRect: rect, cornerRadius: radius, style: style)
  }

  /// The capsule inset by `amount` points on every side.
  public func inset(by amount: CGFloat) -> some InsettableShape {
    _Inset(base: self, amount: amount)
  }
}
