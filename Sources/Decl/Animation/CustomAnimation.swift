import Foundation

/// An animation of your own: the value at each moment of a change, and when it ends.
///
/// ```swift
/// struct Linear: CustomAnimation {
///   var duration: TimeInterval
///   func animate<V: VectorArithmetic>(value: V, time: TimeInterval,
///                                     context: inout AnimationContext<V>) -> V? {
///     time < duration ? value.scaled(by: time / duration) : nil
///   }
/// }
/// withAnimation(Animation(Linear(duration: 1))) { isOn.toggle() }
/// ```
public protocol CustomAnimation: Hashable {
  /// The value at `time` of a change by `value` (from zero towards `value`); nil once done.
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V?

  /// The velocity at `time`, when the animation knows it.
  func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V?

  /// Whether this animation, started while `previous` runs, takes over its state.
  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool
}

extension CustomAnimation {
  /// No velocity.
  public func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    nil
  }

  /// An animation does not merge with the one running.
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    false
  }
}

/// What an animation knows while it runs: state of its own, and whether it is logically done.
public struct AnimationContext<Value: VectorArithmetic> {
  /// State the animation keeps from one moment to the next.
  public var state: AnimationState<Value>
  /// Whether the animation has logically completed (completions waiting for that run).
  public var isLogicallyComplete: Bool
  /// The environment of the view animating.
  public private(set) var environment: EnvironmentValues

  /// A context with empty state.
  package init(environment: EnvironmentValues = EnvironmentValues()) {
    state = AnimationState()
    isLogicallyComplete = false
    self.environment = environment
  }

  /// The same context, with `state` for values of another type.
  public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
    var context = AnimationContext<T>(environment: environment)
    context.state = state
    context.isLogicallyComplete = isLogicallyComplete
    return context
  }
}

/// An animation's own state, by key.
public struct AnimationState<Value: VectorArithmetic> {
  private var values: [ObjectIdentifier: Any] = [:]

  /// Empty state.
  public init() {}

  /// The value for `key`, or its default.
  public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// A key for a value of an animation's state.
public protocol AnimationStateKey {
  /// The type of the value.
  associatedtype Value
  /// The value before one is set.
  static var defaultValue: Value { get }
}

/// A built-in animation that knows how long it runs.
package protocol TimedAnimation: CustomAnimation {
  /// Seconds until it ends; nil when never.
  var duration: TimeInterval? { get }
}

/// Progress along a unit curve for a duration.
struct TimingCurveAnimation: TimedAnimation {
  let curve: UnitCurve
  let duration: TimeInterval?

  init(curve: UnitCurve, duration: TimeInterval) {
    self.curve = curve
    self.duration = max(0, duration)
  }

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    let total = duration ?? 0
    guard time < total else { return nil }
    return value.scaled(by: curve.value(at: time / total))
  }

  func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    let total = duration ?? 0
    guard total > 0 else { return nil }
    return value.scaled(by: curve.velocity(at: time / total) / total)
  }
}

/// A spring's motion, done once it settles.
struct SpringAnimation: TimedAnimation {
  let spring: Spring
  let blendDuration: TimeInterval
  var initialVelocity: Double = 0
  /// Whether it is an `interpolatingSpring` (which keeps its velocity when interrupted).
  var isInterpolating = false

  var duration: TimeInterval? { spring.settlingDuration }

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    guard time < spring.settlingDuration else { return nil }
    return spring.value(
      target: value, initialVelocity: value.scaled(by: initialVelocity), time: time)
  }

  func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    spring.velocity(target: value, initialVelocity: value.scaled(by: initialVelocity), time: time)
  }

  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    true
  }
}

/// SwiftUI's default animation: a smooth spring.
struct DefaultAnimation: TimedAnimation {
  private var spring: SpringAnimation { SpringAnimation(spring: .smooth, blendDuration: 0) }

  var duration: TimeInterval? { spring.duration }

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    spring.animate(value: value, time: time, context: &context)
  }

  func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    spring.velocity(value: value, time: time, context: context)
  }
}

/// An animation started later.
struct DelayedAnimation: TimedAnimation {
  let base: Animation
  let delay: TimeInterval

  var duration: TimeInterval? { base.duration.map { $0 + delay } }

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    guard time >= delay else { return .zero }
    return base.animate(value: value, time: time - delay, context: &context)
  }
}

/// An animation run faster or slower.
struct SpeedAnimation: TimedAnimation {
  let base: Animation
  let speed: Double

  var duration: TimeInterval? { speed > 0 ? base.duration.map { $0 / speed } : nil }

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    base.animate(value: value, time: time * speed, context: &context)
  }
}

/// An animation run again, backwards every other time when it autoreverses.
struct RepeatedAnimation: TimedAnimation {
  let base: Animation
  let count: Int
  let autoreverses: Bool

  var duration: TimeInterval? {
    guard count != Int.max, let once = base.duration else { return nil }
    return once * Double(max(count, 0))
  }

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    // A repeat needs to know how long one run is; one that never ends runs once.
    guard let once = base.duration, once > 0 else {
      return base.animate(value: value, time: time, context: &context)
    }
    let run = (time / once).rounded(.down)
    guard run < Double(count) else { return nil }
    let local = time - run * once
    let backwards = autoreverses && Int(run.truncatingRemainder(dividingBy: 2)) == 1
    return base.animate(value: value, time: backwards ? once - local : local, context: &context)
      ?? (backwards ? .zero : value)
  }
}

/// An animation that reports itself logically complete after a time.
struct LogicallyCompleteAnimation: TimedAnimation {
  let base: Animation
  let after: TimeInterval

  var duration: TimeInterval? { base.duration }

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    if time >= after { context.isLogicallyComplete = true }
    return base.animate(value: value, time: time, context: &context)
  }
}
