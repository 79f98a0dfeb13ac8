import Foundation

/// A gesture that follows a pinch. Accepted: a terminal has no pinch, so it never changes or
/// ends, and the view keeps its scale.
public struct MagnifyGesture: _PrimitiveGesture {
  /// How far a pinch has gone.
  public struct Value: Equatable, Sendable {
    /// When the pinch was at this magnification.
    public var time: Date
    /// The scale of the pinch: 1 at its start.
    public var magnification: CGFloat
    /// How fast the magnification changes, per second.
    public var velocity: CGFloat
    /// The point between the fingers, as a unit point of the view.
    public var startAnchor: UnitPoint
    /// The point between the fingers where the pinch began.
    public var startLocation: CGPoint
  }

  /// How much the scale changes before the gesture begins.
  public var minimumScaleDelta: CGFloat

  public init(minimumScaleDelta: CGFloat = 0.01) {
    self.minimumScaleDelta = minimumScaleDelta
  }
}

/// The iOS 13 pinch gesture, whose value is the scale itself. Accepted: it never changes or ends.
public struct MagnificationGesture: _PrimitiveGesture {
  /// The scale of the pinch: 1 at its start.
  public typealias Value = CGFloat

  /// How much the scale changes before the gesture begins.
  public var minimumScaleDelta: CGFloat

  public init(minimumScaleDelta: CGFloat = 0.01) {
    self.minimumScaleDelta = minimumScaleDelta
  }
}

/// A gesture that follows a two-finger rotation. Accepted: it never changes or ends.
public struct RotateGesture: _PrimitiveGesture {
  /// How far a rotation has gone.
  public struct Value: Equatable, Sendable {
    /// When the rotation was at this angle.
    public var time: Date
    /// The angle turned since the gesture began.
    public var rotation: Angle
    /// How fast the angle changes, per second.
    public var velocity: Angle
    /// The point between the fingers, as a unit point of the view.
    public var startAnchor: UnitPoint
    /// The point between the fingers where the rotation began.
    public var startLocation: CGPoint
  }

  /// How far the fingers turn before the gesture begins.
  public var minimumAngleDelta: Angle

  public init(minimumAngleDelta: Angle = .degrees(1)) {
    self.minimumAngleDelta = minimumAngleDelta
  }
}

/// The iOS 13 rotation gesture, whose value is the angle itself. Accepted: it never changes or
/// ends.
public struct RotationGesture: _PrimitiveGesture {
  /// The angle turned since the gesture began.
  public typealias Value = Angle

  /// How far the fingers turn before the gesture begins.
  public var minimumAngleDelta: Angle

  public init(minimumAngleDelta: Angle = .degrees(1)) {
    self.minimumAngleDelta = minimumAngleDelta
  }
}
