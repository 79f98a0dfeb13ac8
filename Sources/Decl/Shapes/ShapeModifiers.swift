import Foundation

// Modifiers that turn a shape into another shape.

extension Shape {
  /// The shape moved by `offset` points inside its frame.
  public func offset(_ offset: CGSize) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: offset)
  }

  /// The shape moved by `offset` points inside its frame.
  public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
  }

  /// The shape moved by `x` and `y` points inside its frame.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: x, height: y))
  }

  /// The shape turned by `angle` about `anchor`.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }

  /// The shape scaled by `x` and `y` about `anchor`.
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<
    Self
  > {
    ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
  }

  /// The shape scaled by `scale` about `anchor`.
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
  }

  /// The shape with `transform` applied to its path.
  public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
    TransformedShape(shape: self, transform: transform)
  }

  /// The part of the outline between two fractions of its length.
  ///
  /// ```swift
  /// Circle().trim(from: 0, to: 0.75).stroke(.blue, lineWidth: 2)
  /// ```
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
    _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
  }

  /// The area a stroke of `style` covers, as a shape (fill it to draw the stroke).
  public func stroke(style: StrokeStyle) -> some Shape {
    _StrokedShape(shape: self, style: style)
  }

  /// The area a stroke of `lineWidth` covers, as a shape.
  public func stroke(lineWidth: CGFloat = 1) -> some Shape {
    _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The shape drawn in a rectangle of `size` at its frame's origin, whatever the frame's size.
  public func size(_ size: CGSize) -> some Shape {
    _SizedShape(shape: self, size: size)
  }

  /// The shape drawn in a rectangle of `width` by `height` at its frame's origin.
  public func size(width: CGFloat, height: CGFloat) -> some Shape {
    _SizedShape(shape: self, size: CGSize(width: width, height: height))
  }
}

/// A part of a shape's outline.
public struct _TrimmedShape<S: Shape>: Shape {
  /// The shape trimmed.
  public var shape: S
  /// Where the part starts, as a fraction of the outline's length.
  public var startFraction: CGFloat
  /// Where the part ends, as a fraction of the outline's length.
  public var endFraction: CGFloat

  /// The part of `shape` between two fractions.
  public init(shape: S, startFraction: CGFloat = 0, endFraction: CGFloat = 1) {
    self.shape = shape
    self.startFraction = startFraction
    self.endFraction = endFraction
  }

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
  }
}

/// The area covered by stroking a shape.
public struct _StrokedShape<S: Shape>: Shape {
  /// The shape stroked.
  public var shape: S
  /// The stroke whose area this is.
  public var style: StrokeStyle

  /// The area a stroke of `style` covers.
  public init(shape: S, style: StrokeStyle) {
    self.shape = shape
    self.style = style
  }

  public func path(in rect: CGRect) -> Path { shape.path(in: rect).strokedPath(style) }
}

/// A shape drawn at a fixed size.
public struct _SizedShape<S: Shape>: Shape {
  /// The shape drawn.
  public var shape: S
  /// The size of the rectangle it is drawn in.
  public var size: CGSize

  /// `shape` drawn at `size`.
  public init(shape: S, size: CGSize) {
    self.shape = shape
    self.size = size
  }

  public func path(in rect: CGRect) -> Path {
    shape.path(in: CGRect(origin: rect.origin, size: size))
  }
}

/// Any shape, its type erased.
///
/// ```swift
/// .clipShape(isCircular ? AnyShape(Circle()) : AnyShape(Capsule()))
/// ```
public struct AnyShape: Shape {
  private let base: any Shape

  /// `shape`, erased.
  public init<S: Shape>(_ shape: S) {
    base = shape
  }

  public func path(in rect: CGRect) -> Path { base.path(in: rect) }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    base.sizeThatFits(proposal)
  }
}

// Shape literals: `.clipShape(.rect(cornerRadius: 8))`, `.background(.blue, in: .capsule)`.

extension Shape where Self == Rectangle {
  /// A rectangle.
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rounded rectangle with equal corners.
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }

  /// A rounded rectangle with corners of `cornerSize`.
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> Self {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle with the given corner radii.
  public static func rect(
    cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
  )
    -> Self
  {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }

  /// A rectangle with the given corner radii; unspecified corners are square.
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) -> Self {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style
    )
  }
}

extension Shape where Self == Capsule {
  /// A capsule.
  public static var capsule: Capsule { Capsule() }

  /// A capsule with the given corner style.
  public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Circle {
  /// A circle.
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
  /// An ellipse.
  public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == ContainerRelativeShape {
  /// The container's shape (a rectangle in a terminal).
  public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

// The built-in symmetric shapes look the same mirrored, so they never mirror; a transformed
// shape mirrors as its content does.
extension Rectangle {
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}
extension RoundedRectangle {
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}
extension Circle {
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}
extension Ellipse {
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}
extension Capsule {
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}
extension OffsetShape {
  public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}
extension RotatedShape {
  public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}
extension ScaledShape {
  public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}
extension TransformedShape {
  public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}
