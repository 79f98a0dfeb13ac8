import Foundation

// Shapes moved, turned or resized inside their frame: what `offset`, `rotation`, `scale` and
// `transform` return on a shape. The frame (and so the layout) does not change.

/// A shape moved by an offset, in points.
public struct OffsetShape<Content: Shape>: Shape {
  public var shape: Content
  public var offset: CGSize

  public init(shape: Content, offset: CGSize) {
    self.shape = shape
    self.offset = offset
  }

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
  }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
  public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
    OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
  }
}

/// A shape turned by an angle about an anchor point of its frame.
public struct RotatedShape<Content: Shape>: Shape {
  public var shape: Content
  public var angle: Angle
  public var anchor: UnitPoint

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
  public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
    RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
  }
}

/// A shape scaled about an anchor point of its frame.
public struct ScaledShape<Content: Shape>: Shape {
  public var shape: Content
  public var scale: CGSize
  public var anchor: UnitPoint

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
  public var shape: Content
  public var transform: CGAffineTransform

  public init(shape: Content, transform: CGAffineTransform) {
    self.shape = shape
    self.transform = transform
  }

  public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
}
