import Foundation

/// A damped spring: the physics of SwiftUI's spring animations, usable on its own to compute a
/// spring's value, velocity and settling time.
///
/// A spring moves a value from its start to a target as a mass `m` on a spring of stiffness
/// `k` with damping `c` would (`m·x″ + c·x′ + k·x = 0`, `x` the distance left to the target).
/// SwiftUI describes it by a perceptual `duration` (the period of the undamped spring,
/// `2π·√(m/k)`, also called the response) and a `bounce` (`1 − ζ` for a damping ratio
/// `ζ = c / (2·√(k·m))` up to 1; `1/ζ − 1`, negative, for an overdamped spring).
///
/// ```swift
/// let spring = Spring(duration: 0.5, bounce: 0.2)
/// spring.value(target: 100.0, time: 0.25)   // how far it has come
/// ```
public struct Spring: Hashable, Sendable {
  /// The mass on the spring.
  public var mass: Double
  /// The spring's stiffness.
  public var stiffness: Double
  /// The friction that slows it.
  public var damping: Double

  /// A spring of a perceptual duration and a bounce (-1…1; 0 is critically damped).
  public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    self.init(response: duration, dampingRatio: ratio)
  }

  /// A spring of a response (the undamped period, in seconds) and a damping ratio.
  public init(response: Double, dampingRatio: Double) {
    let response = max(response, 1e-6)
    mass = 1
    stiffness = pow(2 * .pi / response, 2)
    damping = 4 * .pi * dampingRatio / response
  }

  /// A spring of a mass, stiffness and damping; an overdamped spring is made critically damped
  /// unless `allowOverDamping`.
  public init(
    mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false
  ) {
    self.mass = max(mass, 1e-9)
    self.stiffness = max(stiffness, 1e-9)
    let critical = 2 * (self.stiffness * self.mass).squareRoot()
    self.damping = allowOverDamping ? damping : min(damping, critical)
  }

  /// A spring with a damping ratio that settles (comes and stays within `epsilon` of a unit
  /// move) in `settlingDuration` seconds.
  public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
    // With the damping ratio fixed, a spring's motion scales with its response: a unit
    // response settles in some time, and the wanted response is in proportion.
    let unit = Spring(response: 1, dampingRatio: dampingRatio)
    let unitTime = unit.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: epsilon)
    self.init(
      response: unitTime > 0 ? settlingDuration / unitTime : settlingDuration,
      dampingRatio: dampingRatio)
  }

  // MARK: Descriptions

  /// The perceptual duration: the undamped period.
  public var duration: TimeInterval { response }

  /// How much it bounces: `1 − ζ` up to critical damping, negative when overdamped.
  public var bounce: Double {
    dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1
  }

  /// The period of the undamped spring, `2π·√(m/k)`.
  public var response: Double { 2 * .pi * (mass / stiffness).squareRoot() }

  /// The damping ratio `ζ = c / (2·√(k·m))`: 1 is critical, less bounces.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// How long a unit move takes to come and stay within 0.001 of its target.
  public var settlingDuration: TimeInterval {
    settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
  }

  // MARK: Presets

  /// A spring without bounce.
  public static var smooth: Spring { smooth() }
  /// A spring with a little bounce.
  public static var snappy: Spring { snappy() }
  /// A spring with a noticeable bounce.
  public static var bouncy: Spring { bouncy() }

  /// A spring without bounce, plus `extraBounce`.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }

  /// A spring with a bounce of 0.15, plus `extraBounce`.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// A spring with a bounce of 0.3, plus `extraBounce`.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }

  // MARK: Motion

  /// The spring's response to a start: `x(t) = a(t)·x₀ + b(t)·v₀` for the distance `x` left to
  /// the target, and `x′(t) = a′(t)·x₀ + b′(t)·v₀`.
  private func coefficients(_ t: Double) -> (a: Double, b: Double, da: Double, db: Double) {
    let omega = (stiffness / mass).squareRoot()
    let zeta = dampingRatio
    if abs(zeta - 1) < 1e-9 {
      let e = exp(-omega * t)
      return (
        (1 + omega * t) * e, t * e, -omega * omega * t * e, (1 - omega * t) * e
      )
    }
    if zeta < 1 {
      let wd = omega * (1 - zeta * zeta).squareRoot()
      let e = exp(-zeta * omega * t)
      let (c, s) = (cos(wd * t), sin(wd * t))
      let a = e * (c + zeta * omega / wd * s)
      let b = e * s / wd
      let da = -e * omega * omega / wd * s
      let db = e * (c - zeta * omega / wd * s)
      return (a, b, da, db)
    }
    let root = (zeta * zeta - 1).squareRoot()
    let (r1, r2) = (-omega * (zeta - root), -omega * (zeta + root))
    let (e1, e2) = (exp(r1 * t), exp(r2 * t))
    // x = C1·e^(r1·t) + C2·e^(r2·t), C1 + C2 = x₀, r1·C1 + r2·C2 = v₀.
    let a = (r2 * e1 - r1 * e2) / (r2 - r1)
    let b = (e2 - e1) / (r2 - r1)
    let da = r1 * r2 * (e1 - e2) / (r2 - r1)
    let db = (r2 * e2 - r1 * e1) / (r2 - r1)
    return (a, b, da, db)
  }

  /// The value at `time` of a move from zero by `target`.
  public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval)
    -> V
  {
    let (a, b, _, _) = coefficients(max(0, time))
    return target.scaled(by: 1 - a) + initialVelocity.scaled(by: b)
  }

  /// The velocity at `time` of a move from zero by `target`.
  public func velocity<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, time: TimeInterval
  ) -> V {
    let (_, _, da, db) = coefficients(max(0, time))
    return target.scaled(by: -da) + initialVelocity.scaled(by: db)
  }

  /// Moves `value` and `velocity` on by `deltaTime` towards `target`.
  public func update<V: VectorArithmetic>(
    value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval
  ) {
    let (a, b, da, db) = coefficients(max(0, deltaTime))
    let offset = value - target
    value = target + offset.scaled(by: a) + velocity.scaled(by: b)
    velocity = offset.scaled(by: da) + velocity.scaled(by: db)
  }

  /// The force on the mass at `position` moving at `velocity`, pulled towards `target`.
  public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
    (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
  }

  /// How long a move by `target` takes to come and stay within `epsilon` of it.
  public func settlingDuration<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, epsilon: Double
  ) -> TimeInterval {
    let limit = epsilon * epsilon
    let step = response / 256
    guard step.isFinite, step > 0 else { return 0 }
    // The motion decays as e^(−r·t), r = ζω (the slower root when overdamped): past a few
    // more time constants than the start's size needs to fall under epsilon, nothing can
    // leave it again.
    let omega = (stiffness / mass).squareRoot()
    let zeta = dampingRatio
    let rate = zeta < 1 ? zeta * omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
    let size =
      target.magnitudeSquared.squareRoot() + initialVelocity.magnitudeSquared.squareRoot()
      / max(omega, 1e-9) + 1
    let horizon = rate > 0 ? (log(size / max(epsilon, 1e-12)) + 10) / rate : 600
    var last: TimeInterval = 0
    var time: TimeInterval = 0
    while time <= min(horizon, 600) {
      if (value(target: target, initialVelocity: initialVelocity, time: time) - target)
        .magnitudeSquared > limit
      {
        last = time + step
      }
      time += step
    }
    return last
  }

  /// The value at `time` of a move from `fromValue` to `toValue`.
  public func value<V: Animatable>(
    fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval
  ) -> V {
    var result = fromValue
    result.animatableData =
      fromValue.animatableData
      + value(
        target: toValue.animatableData - fromValue.animatableData,
        initialVelocity: initialVelocity.animatableData, time: time)
    return result
  }

  /// The velocity at `time` of a move from `fromValue` to `toValue`.
  public func velocity<V: Animatable>(
    fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval
  ) -> V {
    var result = fromValue
    result.animatableData = velocity(
      target: toValue.animatableData - fromValue.animatableData,
      initialVelocity: initialVelocity.animatableData, time: time)
    return result
  }

  /// How long a move from `fromValue` to `toValue` takes to come and stay within `epsilon`.
  public func settlingDuration<V: Animatable>(
    fromValue: V, toValue: V, initialVelocity: V, epsilon: Double
  ) -> TimeInterval {
    settlingDuration(
      target: toValue.animatableData - fromValue.animatableData,
      initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
  }

  /// The force on the mass at `position` moving at `velocity`, on a move from `fromValue` to
  /// `toValue`.
  public func force<V: Animatable>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
    var result = fromValue
    result.animatableData = force(
      target: toValue.animatableData - fromValue.animatableData,
      position: position.animatableData - fromValue.animatableData,
      velocity: velocity.animatableData)
    return result
  }
}
