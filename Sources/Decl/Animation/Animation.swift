import Foundation

/// How a change animates: a timing curve or a spring, delayed, sped up or repeated, or a
/// `CustomAnimation` of your own.
///
/// ```swift
/// withAnimation(.easeIn(duration: 0.25).delay(0.1)) { isExpanded.toggle() }
/// Circle().animation(.linear(duration: 1).repeatForever(autoreverses: false), value: angle)
/// ```
///
/// An animation computes its values over time (`animate(value:time:context:)`), as SwiftUI's
/// do; `PhaseAnimator` and `KeyframeAnimator` run on that time. A state change made with
/// `withAnimation` still appears at once: a terminal redraws the new state.
public struct Animation: Hashable, @unchecked Sendable {
  /// The animation's model: a built-in curve or spring, or a custom animation.
  public let base: any CustomAnimation

  /// An animation running `base`.
  public init<A: CustomAnimation>(_ base: A) {
    self.base = base
  }

  public static func == (lhs: Animation, rhs: Animation) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }

  // MARK: Running it

  /// The animation's value at `time` of a change by `value`; nil once it has finished.
  public func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    base.animate(value: value, time: time, context: &context)
  }

  /// The animation's velocity at `time` of a change by `value`, when it knows it.
  public func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    base.velocity(value: value, time: time, context: context)
  }

  /// Whether this animation, started while `previous` runs, takes it over.
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    base.shouldMerge(previous: previous, value: value, time: time, context: &context)
  }

  /// The time the animation takes, when it ends on its own: a curve's duration, a spring's
  /// settling time (for a unit move), repeats included; nil when it repeats forever.
  package var duration: TimeInterval? { (base as? any TimedAnimation)?.duration }

  // MARK: Curves

  /// A smooth spring (SwiftUI's default since iOS 17).
  public static let `default` = Animation(DefaultAnimation())
  public static let linear = Animation.linear(duration: 0.35)
  public static let easeIn = Animation.easeIn(duration: 0.35)
  public static let easeOut = Animation.easeOut(duration: 0.35)
  public static let easeInOut = Animation.easeInOut(duration: 0.35)

  /// Moves at one speed for `duration` seconds.
  public static func linear(duration: TimeInterval) -> Animation {
    timingCurve(.linear, duration: duration)
  }

  /// Starts slowly and speeds up.
  public static func easeIn(duration: TimeInterval) -> Animation {
    timingCurve(.easeIn, duration: duration)
  }

  /// Starts quickly and slows down.
  public static func easeOut(duration: TimeInterval) -> Animation {
    timingCurve(.easeOut, duration: duration)
  }

  /// Starts slowly, speeds up, slows down.
  public static func easeInOut(duration: TimeInterval) -> Animation {
    timingCurve(.easeInOut, duration: duration)
  }

  /// Progress along `curve` for `duration` seconds.
  public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
    Animation(TimingCurveAnimation(curve: curve, duration: duration))
  }

  /// A cubic Bézier timing curve through the two control points.
  public static func timingCurve(
    _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35
  ) -> Animation {
    timingCurve(
      .bezier(
        startControlPoint: UnitPoint(x: c0x, y: c0y), endControlPoint: UnitPoint(x: c1x, y: c1y)),
      duration: duration)
  }

  /// A cubic Bézier timing curve through the two control points.
  public static func timingCurve(
    _ p1: UnitPoint, _ p2: UnitPoint, duration: TimeInterval = 0.35
  ) -> Animation {
    timingCurve(p1.x, p1.y, p2.x, p2.y, duration: duration)
  }

  // MARK: Springs

  public static let spring = Animation.spring()
  public static let interactiveSpring = Animation.interactiveSpring()
  public static let interpolatingSpring = Animation.interpolatingSpring()
  /// A spring without bounce.
  public static let smooth = Animation.smooth()
  /// A spring with a little bounce.
  public static let snappy = Animation.snappy()
  /// A spring with more bounce.
  public static let bouncy = Animation.bouncy()

  /// The motion of `spring`.
  public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
    Animation(SpringAnimation(spring: spring, blendDuration: blendDuration))
  }

  /// A spring of a response (seconds) and damping fraction.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
  ) -> Animation {
    spring(Spring(response: response, dampingRatio: dampingFraction), blendDuration: blendDuration)
  }

  /// A spring of a perceptual duration and bounce.
  @_disfavoredOverload
  public static func spring(
    duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0
  ) -> Animation {
    spring(Spring(duration: duration, bounce: bounce), blendDuration: blendDuration)
  }

  /// A stiff spring for following a gesture.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
  }

  /// A stiff spring for following a gesture.
  @_disfavoredOverload
  public static func interactiveSpring(
    duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
  }

  /// The motion of `spring`, starting at `initialVelocity`, keeping its velocity when
  /// interrupted.
  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0)
    -> Animation
  {
    Animation(
      SpringAnimation(
        spring: spring, blendDuration: 0, initialVelocity: initialVelocity, isInterpolating: true))
  }

  /// A spring of a stiffness and damping that keeps its velocity when interrupted.
  public static func interpolatingSpring(
    mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
  ) -> Animation {
    interpolatingSpring(
      Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true),
      initialVelocity: initialVelocity)
  }

  /// A spring of a stiffness and damping that keeps its velocity when interrupted.
  public static func interpolatingSpring(
    stiffness: Double, damping: Double, initialVelocity: Double = 0.0
  ) -> Animation {
    interpolatingSpring(
      mass: 1.0, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
  }

  /// A spring of a duration and bounce that keeps its velocity when interrupted.
  public static func interpolatingSpring(
    duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
  ) -> Animation {
    interpolatingSpring(
      Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
  }

  /// A spring without bounce.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0)
    -> Animation
  {
    spring(.smooth(duration: duration, extraBounce: extraBounce))
  }

  /// A spring with a little bounce.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0)
    -> Animation
  {
    spring(.snappy(duration: duration, extraBounce: extraBounce))
  }

  /// A spring with more bounce.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0)
    -> Animation
  {
    spring(.bouncy(duration: duration, extraBounce: extraBounce))
  }

  // MARK: Changing an animation

  /// The animation, starting `delay` seconds later.
  public func delay(_ delay: TimeInterval) -> Animation {
    Animation(DelayedAnimation(base: self, delay: delay))
  }

  /// The animation, `speed` times as fast.
  public func speed(_ speed: Double) -> Animation {
    Animation(SpeedAnimation(base: self, speed: speed))
  }

  /// The animation, run `repeatCount` times, backwards every other time when `autoreverses`.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    Animation(RepeatedAnimation(base: self, count: repeatCount, autoreverses: autoreverses))
  }

  /// The animation, repeated for as long as the view is shown.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    repeatCount(Int.max, autoreverses: autoreverses)
  }

  /// The animation, counted as logically complete after `duration` seconds (for completions
  /// with the `.logicallyComplete` criteria) even while it still moves.
  public func logicallyComplete(after duration: TimeInterval) -> Animation {
    Animation(LogicallyCompleteAnimation(base: self, after: duration))
  }
}
