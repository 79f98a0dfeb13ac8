import Foundation

/// A function from progress (0…1) to progress, that eases a timing: the curves of
/// `Animation.timingCurve` and of keyframes.
///
/// ```swift
/// UnitCurve.easeInOut.value(at: 0.25)   // ≈ 0.13
/// UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.2, y: 0), endControlPoint: .topTrailing)
/// ```
public struct UnitCurve: Hashable, Sendable {
  private enum Shape: Hashable, Sendable {
    /// A cubic Bézier from (0, 0) to (1, 1) through two control points.
    case bezier(UnitPoint, UnitPoint)
    /// A quarter circle, or two (in and out).
    case circularIn, circularOut, circularInOut
  }

  private let shape: Shape
  /// Whether this is the inverse function of the shape.
  private let isInverted: Bool

  private init(_ shape: Shape, isInverted: Bool = false) {
    self.shape = shape
    self.isInverted = isInverted
  }

  /// A cubic Bézier curve from (0, 0) to (1, 1) with two control points, as CSS's
  /// `cubic-bezier`.
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(.bezier(startControlPoint, endControlPoint))
  }

  /// Progress as it is.
  public static let linear = bezier(
    startControlPoint: UnitPoint(x: 1 / 3, y: 1 / 3),
    endControlPoint: UnitPoint(x: 2 / 3, y: 2 / 3))
  /// Starts slowly (control points 0.42, 0 and 1, 1).
  public static let easeIn = bezier(
    startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
  /// Ends slowly (control points 0, 0 and 0.58, 1).
  public static let easeOut = bezier(
    startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
  /// Starts and ends slowly (control points 0.42, 0 and 0.58, 1).
  public static let easeInOut = bezier(
    startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
  /// The same as `easeInOut`.
  public static let easeInEaseOut = easeInOut
  /// A quarter circle starting flat: `1 − √(1 − x²)`.
  public static let circularEaseIn = UnitCurve(.circularIn)
  /// A quarter circle ending flat: `√(1 − (1 − x)²)`.
  public static let circularEaseOut = UnitCurve(.circularOut)
  /// `circularEaseIn` for the first half, `circularEaseOut` for the second.
  public static let circularEaseInOut = UnitCurve(.circularInOut)

  /// The inverse function: the progress at which this curve reaches a value.
  public var inverse: UnitCurve {
    switch shape {
    case .bezier(let start, let end):
      return .bezier(
        startControlPoint: UnitPoint(x: start.y, y: start.x),
        endControlPoint: UnitPoint(x: end.y, y: end.x))
    case .circularIn where !isInverted: return .circularEaseOut
    case .circularOut where !isInverted: return .circularEaseIn
    default: return UnitCurve(shape, isInverted: !isInverted)
    }
  }

  /// The curve's value at `progress` (clamped to 0…1).
  public func value(at progress: Double) -> Double {
    let x = min(max(progress, 0), 1)
    guard isInverted else { return forward(x) }
    // The shape is increasing: bisect for the progress where it reaches x.
    var (low, high) = (0.0, 1.0)
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if forward(middle) < x { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }

  /// The curve's slope at `progress`: how fast the value changes for a change of progress.
  public func velocity(at progress: Double) -> Double {
    let x = min(max(progress, 0), 1)
    if case .bezier(let p1, let p2) = shape, !isInverted {
      let t = Self.parameter(forX: x, p1.x, p2.x)
      let dx = Self.derivative(t, p1.x, p2.x)
      let dy = Self.derivative(t, p1.y, p2.y)
      return abs(dx) < 1e-12 ? (dy >= 0 ? .infinity : -.infinity) : dy / dx
    }
    let h = 1e-6
    let (a, b) = (max(0, x - h), min(1, x + h))
    return (value(at: b) - value(at: a)) / (b - a)
  }

  private func forward(_ x: Double) -> Double {
    switch shape {
    case .bezier(let p1, let p2):
      return Self.coordinate(Self.parameter(forX: x, p1.x, p2.x), p1.y, p2.y)
    case .circularIn:
      return 1 - (1 - x * x).squareRoot()
    case .circularOut:
      return (1 - (1 - x) * (1 - x)).squareRoot()
    case .circularInOut:
      return x < 0.5
        ? (1 - (1 - 4 * x * x).squareRoot()) / 2
        : ((1 - pow(-2 * x + 2, 2)).squareRoot() + 1) / 2
    }
  }

  /// One coordinate of the Bézier at parameter `t`, given the control points' coordinates.
  private static func coordinate(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t
  }

  private static func derivative(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * c1 + 6 * u * t * (c2 - c1) + 3 * t * t * (1 - c2)
  }

  /// The parameter where the Bézier's x is `x`: Newton's method, then bisection if it strays.
  private static func parameter(forX x: Double, _ c1: Double, _ c2: Double) -> Double {
    var t = x
    for _ in 0..<8 {
      let error = coordinate(t, c1, c2) - x
      if abs(error) < 1e-12 { return t }
      let slope = derivative(t, c1, c2)
      guard abs(slope) > 1e-9 else { break }
      t -= error / slope
    }
    if t >= 0, t <= 1, abs(coordinate(t, c1, c2) - x) < 1e-9 { return t }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<60 {
      t = (low + high) / 2
      if coordinate(t, c1, c2) < x { low = t } else { high = t }
    }
    return t
  }
}
