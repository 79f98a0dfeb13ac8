import Foundation

/// How the outline of a shape is stroked: width, ends, corners and dashes, in points.
///
/// ```swift
/// Circle().stroke(.red, style: StrokeStyle(lineWidth: 2, dash: [8, 4]))
/// ```
/// A terminal draws a line narrower than a cell one cell wide; see the README's differences.
public struct StrokeStyle: Hashable, Sendable {
  /// The width of the line.
  public var lineWidth: CGFloat
  /// How open ends are drawn.
  public var lineCap: CGLineCap
  /// How corners are drawn.
  public var lineJoin: CGLineJoin
  /// The longest miter, as a multiple of the line width, before a corner is bevelled.
  public var miterLimit: CGFloat
  /// Alternating lengths of drawn and skipped line.
  public var dash: [CGFloat]
  /// How far into the dash pattern the line starts.
  public var dashPhase: CGFloat

  /// A stroke style; every argument has Core Graphics' default.
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// How the inside of a path is decided when it is filled.
public struct FillStyle: Hashable, Sendable {
  /// Whether a point is inside when a ray from it crosses the outline an odd number of times
  /// (even-odd), rather than when the outline winds around it (non-zero).
  public var isEOFilled: Bool
  /// Whether edges are smoothed; cells have no smoothing, so this changes nothing.
  public var isAntialiased: Bool

  /// A fill style: non-zero winding and antialiasing by default.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// How the corners of a rounded rectangle are curved.
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter circles.
  case circular
  /// Apple's continuous curvature; drawn as quarter circles in a terminal.
  case continuous
}

/// The radius of each corner of a rectangle, in points.
public struct RectangleCornerRadii: Hashable, Sendable {
  public var topLeading: CGFloat
  public var bottomLeading: CGFloat
  public var bottomTrailing: CGFloat
  public var topTrailing: CGFloat

  /// Radii for each corner; unspecified corners are square.
  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
    topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}

extension RectangleCornerRadii: Animatable {
  /// The four radii.
  public var animatableData:
    AnimatablePair<
      AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>
    >
  {
    get {
      AnimatablePair(
        AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing))
    }
    set {
      (topLeading, bottomLeading) = (newValue.first.first, newValue.first.second)
      (bottomTrailing, topTrailing) = (newValue.second.first, newValue.second.second)
    }
  }
}

/// What a shape is used for, which a shape style may look at.
public enum ShapeRole: Hashable, Sendable {
  /// The shape is filled.
  case fill
  /// The shape is outlined.
  case stroke
  /// The shape separates content.
  case separator
}
