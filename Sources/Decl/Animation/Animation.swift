import Foundation

/// How a change would animate. Animations are accepted and kept as values (two animations
/// made alike are equal) but not run: a terminal redraws the new state at once.
///
/// ```swift
/// withAnimation(.easeIn(duration: 0.25).delay(0.1)) { isExpanded.toggle() }
/// Circle().animation(.linear(duration: 1).repeatForever(autoreverses: false), value: angle)
/// ```
public struct Animation: Hashable, Sendable {
  /// The curve or spring, with its parameters, as a description.
  private let curve: String
  private var delay: TimeInterval = 0
  private var speed: Double = 1
  /// How many times it repeats: nil once, `Int.max` forever.
  private var repeats: Int?
  private var autoreverses = false

  private init(_ curve: String) { self.curve = curve }

  // MARK: Curves

  public static let `default` = Animation("default")
  public static let linear = Animation.linear(duration: 0.35)
  public static let easeIn = Animation.easeIn(duration: 0.35)
  public static let easeOut = Animation.easeOut(duration: 0.35)
  public static let easeInOut = Animation.easeInOut(duration: 0.35)

  /// Moves at one speed for `duration` seconds.
  public static func linear(duration: TimeInterval) -> Animation {
    Animation("linear \(duration)")
  }

  /// Starts slowly and speeds up.
  public static func easeIn(duration: TimeInterval) -> Animation {
    Animation("easeIn \(duration)")
  }

  /// Starts quickly and slows down.
  public static func easeOut(duration: TimeInterval) -> Animation {
    Animation("easeOut \(duration)")
  }

  /// Starts slowly, speeds up, slows down.
  public static func easeInOut(duration: TimeInterval) -> Animation {
    Animation("easeInOut \(duration)")
  }

  /// A cubic Bézier timing curve through the two control points.
  public static func timingCurve(
    _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35
  ) -> Animation {
    Animation("timingCurve \(c0x) \(c0y) \(c1x) \(c1y) \(duration)")
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

  /// A spring of a response (seconds) and damping fraction.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
  ) -> Animation {
    Animation("spring \(response) \(dampingFraction) \(blendDuration)")
  }

  /// A spring of a perceptual duration and bounce.
  @_disfavoredOverload
  public static func spring(
    duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0
  ) -> Animation {
    Animation("spring duration \(duration) \(bounce) \(blendDuration)")
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

  /// A spring of a stiffness and damping that keeps its velocity when interrupted.
  public static func interpolatingSpring(
    mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
  ) -> Animation {
    Animation("interpolatingSpring \(mass) \(stiffness) \(damping) \(initialVelocity)")
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
    Animation("interpolatingSpring duration \(duration) \(bounce) \(initialVelocity)")
  }

  /// A spring without bounce.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0)
    -> Animation
  {
    spring(duration: duration, bounce: extraBounce)
  }

  /// A spring with a little bounce.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0)
    -> Animation
  {
    spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// A spring with more bounce.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0)
    -> Animation
  {
    spring(duration: duration, bounce: 0.3 + extraBounce)
  }

  // MARK: Changing an animation

  /// The animation, starting `delay` seconds later.
  public func delay(_ delay: TimeInterval) -> Animation {
    var animation = self
    animation.delay += delay
    return animation
  }

  /// The animation, `speed` times as fast.
  public func speed(_ speed: Double) -> Animation {
    var animation = self
    animation.speed *= speed
    return animation
  }

  /// The animation, run `repeatCount` times, backwards every other time when `autoreverses`.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    var animation = self
    animation.repeats = repeatCount
    animation.autoreverses = autoreverses
    return animation
  }

  /// The animation, repeated for as long as the view is shown.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    repeatCount(Int.max, autoreverses: autoreverses)
  }
}
