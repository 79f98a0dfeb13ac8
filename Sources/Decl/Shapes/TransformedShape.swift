import Foundation

// Shapes moved, turned or resized inside their frame: what `offset`, `rotation`, `scale` and
// `transform` return on a shape. The frame (and so the layout) does not change.

/// A shape moved by an offset, in points.
public struct OffsetShape<Content: Shape>: Shape {
  /// The shape moved.
  public var shape: Content
  /// How far, in points.
  public var offset: CGSize

  /// `shape` moved by `offset`.
  public init(shape: Content, offset: CGSize) {
    self.shape = shape
    self.offset = offset
  }

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
  }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
  /// The moved shape, inset.
  public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
    OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
  }
}

/// A shape turned by an angle about an anchor point of its frame.
public struct RotatedShape<Content: Shape>: Shape {
  /// The shape turned.
  public var shape: Content
  /// How far, clockwise on screen.
  public var angle: Angle
  /// The point of the frame it turns about.
  public var anchor: UnitPoint

  /// `shape` turned by `angle` about `anchor`.
  public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
    self.shape = shape
    self.angle = angle
    self.anchor = anchor
  }

  public func path(in rect: CGRect) -> Path {
    let (x, y) = (rect.minX + anchor.x * rect.width, rect.minY + anchor.y * rect.height)
    let transform = CGAffineTransform(translationX: x, y: y).rotated(by: angle.radians)
      .translatedBy(x: -x, y: -y)
    return shape.path(in: rect).applying(transform)
  }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
  /// The turned shape, inset.
  public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
    RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
  }
}

/// A shape scaled about an anchor point of its frame.
public struct ScaledShape<Content: Shape>: Shape {
  /// The shape scaled.
  public var shape: Content
  /// The horizontal and vertical factors.
  public var scale: CGSize
  /// The point of the frame that stays put.
  public var anchor: UnitPoint

  /// `shape` scaled by `scale` about `anchor`.
  public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
    self.shape = shape
    self.scale = scale
    self.anchor = anchor
  }

  public func path(in rect: CGRect) -> Path {
    let (x, y) = (rect.minX + anchor.x * rect.width, rect.minY + anchor.y * rect.height)
    let transform = CGAffineTransform(translationX: x, y: y).scaledBy(
      x: scale.width, y: scale.height
    ).translatedBy(x: -x, y: -y)
    return shape.path(in: rect).applying(transform)
  }
}

/// A shape with an affine transform applied to its path.
public struct TransformedShape<Content: Shape>: Shape {
  /// The shape transformed.
  public var shape: Content
  /// The transform applied to its path.
  public var transform: CGAffineTransform

  /// `shape` with `transform` applied.
  public init(shape: Content, transform: CGAffineTransform) {
    self.shape = shape
    self.transform = transform
  }

  public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
}
