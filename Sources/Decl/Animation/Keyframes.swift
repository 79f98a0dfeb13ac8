import Foundation

/// Keyframes for a value: one or more `KeyframeTrack`s, each changing a property of it over
/// time.
public protocol Keyframes<Value> {
  /// The value the keyframes change.
  associatedtype Value
}

/// The keyframes of one track: `LinearKeyframe`, `SpringKeyframe`, `CubicKeyframe`,
/// `MoveKeyframe`, one after another.
public protocol KeyframeTrackContent<Value> {
  /// The value the keyframes move.
  associatedtype Value: Animatable
}

// MARK: The model

/// One keyframe: where the value goes, in how long, and how.
package struct KeyframeSegment<Value: Animatable> {
  package enum Motion {
    case linear(UnitCurve)
    case spring(Spring, startVelocity: Value?)
    case cubic(startVelocity: Value?, endVelocity: Value?)
    case move
  }

  package var to: Value
  package var duration: TimeInterval
  package var motion: Motion
}

/// Track content the builders can read the keyframes of.
package protocol SegmentedKeyframes<Value>: KeyframeTrackContent {
  associatedtype Value
  var segments: [KeyframeSegment<Value>] { get }
}

/// Keyframes the timeline can read the tracks of.
package protocol TrackedKeyframes<Value>: Keyframes {
  associatedtype Value
  var tracks: [KeyframeTrackModel<Value>] { get }
}

/// A track, erased: how long it runs, and how it sets its property of the value at a time.
package struct KeyframeTrackModel<Root> {
  package var duration: TimeInterval
  package var apply: (inout Root, TimeInterval) -> Void
}

/// The keyframes of any track content.
func segments<K: KeyframeTrackContent>(of content: K) -> [KeyframeSegment<K.Value>] {
  (content as? any SegmentedKeyframes<K.Value>)?.segments ?? []
}

/// The tracks of any keyframes.
func tracks<K: Keyframes>(of keyframes: K) -> [KeyframeTrackModel<K.Value>] {
  (keyframes as? any TrackedKeyframes<K.Value>)?.tracks ?? []
}

/// Keyframes one after another.
struct KeyframeSequence<Value: Animatable>: SegmentedKeyframes {
  var segments: [KeyframeSegment<Value>]
}

/// Tracks side by side.
struct KeyframeTrackList<Value>: TrackedKeyframes {
  var tracks: [KeyframeTrackModel<Value>]
}

/// The value of a run of keyframes from `start` at `time`: each keyframe starts where the one
/// before ended, with its velocity.
func keyframeValue<Value: Animatable>(
  _ segments: [KeyframeSegment<Value>], from start: Value, at time: TimeInterval
) -> Value {
  typealias Data = Value.AnimatableData
  var current = start.animatableData
  var velocity = Data.zero
  var elapsed: TimeInterval = 0
  var result = start
  for (index, segment) in segments.enumerated() {
    let target = segment.to.animatableData
    let duration = max(0, segment.duration)
    let local = min(max(0, time - elapsed), duration)
    let isLast = time < elapsed + duration
    var value: Data
    var endVelocity: Data
    switch segment.motion {
    case .move:
      value = target
      endVelocity = .zero
    case .linear(let curve):
      let progress = duration > 0 ? local / duration : 1
      value = current + (target - current).scaled(by: curve.value(at: progress))
      endVelocity =
        duration > 0
        ? (target - current).scaled(by: curve.velocity(at: progress) / duration) : .zero
    case .spring(let spring, let startVelocity):
      let v0 = startVelocity?.animatableData ?? velocity
      value = current + spring.value(target: target - current, initialVelocity: v0, time: local)
      endVelocity = spring.velocity(target: target - current, initialVelocity: v0, time: local)
    case .cubic(let startVelocity, let endVelocityGiven):
      // A Hermite curve; a velocity not given is the carried one at the start, and at the end
      // the slope towards the next keyframe (Catmull–Rom), or zero at the last.
      let m0 = startVelocity?.animatableData ?? velocity
      var m1 = Data.zero
      if let given = endVelocityGiven {
        m1 = given.animatableData
      } else if index + 1 < segments.count {
        let next = segments[index + 1]
        let span = duration + max(0, next.duration)
        if span > 0 { m1 = (next.to.animatableData - current).scaled(by: 1 / span) }
      }
      let s = duration > 0 ? local / duration : 1
      let (s2, s3) = (s * s, s * s * s)
      value =
        current.scaled(by: 2 * s3 - 3 * s2 + 1) + m0.scaled(by: (s3 - 2 * s2 + s) * duration)
        + target.scaled(by: -2 * s3 + 3 * s2) + m1.scaled(by: (s3 - s2) * duration)
      endVelocity =
        duration > 0
        ? current.scaled(by: (6 * s2 - 6 * s) / duration) + m0.scaled(by: 3 * s2 - 4 * s + 1)
          + target.scaled(by: (-6 * s2 + 6 * s) / duration) + m1.scaled(by: 3 * s2 - 2 * s)
        : .zero
    }
    if isLast {
      result.animatableData = value
      return result
    }
    current = value
    velocity = endVelocity
    elapsed += duration
  }
  result.animatableData = current
  return result
}

// MARK: Keyframes

/// Moves the value to `to` at a constant pace (shaped by `timingCurve`) over `duration`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, SegmentedKeyframes {
  package let segments: [KeyframeSegment<Value>]

  /// A keyframe reaching `to` after `duration` seconds along `timingCurve`.
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    segments = [KeyframeSegment(to: to, duration: duration, motion: .linear(timingCurve))]
  }
}

/// Moves the value towards `to` on a spring for `duration` (the spring's own duration unless
/// given); the next keyframe starts where and as fast as it is then.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, SegmentedKeyframes {
  package let segments: [KeyframeSegment<Value>]

  /// A keyframe springing towards `to`.
  public init(
    _ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(),
    startVelocity: Value? = nil
  ) {
    segments = [
      KeyframeSegment(
        to: to, duration: duration ?? spring.duration,
        motion: .spring(spring, startVelocity: startVelocity))
    ]
  }
}

/// Moves the value to `to` on a smooth cubic curve through the keyframes around it.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, SegmentedKeyframes {
  package let segments: [KeyframeSegment<Value>]

  /// A keyframe reaching `to` after `duration` seconds, at the given velocities (automatic
  /// when nil).
  public init(
    _ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil
  ) {
    segments = [
      KeyframeSegment(
        to: to, duration: duration,
        motion: .cubic(startVelocity: startVelocity, endVelocity: endVelocity))
    ]
  }
}

/// Jumps to `to` at once.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, SegmentedKeyframes {
  package let segments: [KeyframeSegment<Value>]

  /// A keyframe jumping to `to`.
  public init(_ to: Value) {
    segments = [KeyframeSegment(to: to, duration: 0, motion: .move)]
  }
}

// MARK: Tracks

/// The keyframes of one property of a value (or of the value itself).
///
/// ```swift
/// KeyframeTrack(\.scale) {
///   SpringKeyframe(1.2, duration: 0.2)
///   LinearKeyframe(1.0, duration: 0.3)
/// }
/// ```
public struct KeyframeTrack<Root, Animated, Content: KeyframeTrackContent>: Keyframes,
  TrackedKeyframes
where Animated == Content.Value {
  public typealias Value = Root
  private let keyPath: WritableKeyPath<Root, Animated>
  private let content: Content

  /// Keyframes for the property at `keyPath`.
  public init(
    _ keyPath: WritableKeyPath<Root, Animated>,
    @KeyframeTrackContentBuilder<Animated> content: () -> Content
  ) {
    self.keyPath = keyPath
    self.content = content()
  }

  package var tracks: [KeyframeTrackModel<Root>] {
    let list = segments(of: content)
    let keyPath = keyPath
    return [
      KeyframeTrackModel(duration: list.reduce(0) { $0 + max(0, $1.duration) }) { root, time in
        root[keyPath: keyPath] = keyframeValue(list, from: root[keyPath: keyPath], at: time)
      }
    ]
  }
}

extension KeyframeTrack where Root == Animated {
  /// Keyframes for the whole value.
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {
    self.init(\.self, content: content)
  }
}

/// The values of keyframes over time, computed without a view.
///
/// ```swift
/// let timeline = KeyframeTimeline(initialValue: 0.0) {
///   LinearKeyframe(10.0, duration: 1)
/// }
/// timeline.value(time: 0.5)   // 5
/// ```
public struct KeyframeTimeline<Value> {
  private let initialValue: Value
  private let tracks: [KeyframeTrackModel<Value>]

  /// The timeline of `content` starting from `initialValue`.
  public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
    self.initialValue = initialValue
    tracks = Decl.tracks(of: content())
  }

  /// How long the longest track runs.
  public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

  /// The value `time` seconds in.
  public func value(time: Double) -> Value {
    var value = initialValue
    for track in tracks { track.apply(&value, time) }
    return value
  }

  /// The value at `progress` (0…1) of the duration.
  public func value(progress: Double) -> Value {
    value(time: min(max(progress, 0), 1) * duration)
  }
}

// MARK: Builders

/// Builds the keyframes of a track.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
  public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K
  where K.Value == Value {
    expression
  }

  public static func buildArray(_ components: [some KeyframeTrackContent<Value>])
    -> some KeyframeTrackContent<Value>
  {
    KeyframeSequence(segments: components.flatMap { segments(of: $0) })
  }

  public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
    first component: First
  ) -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
    Conditional(segments: segments(of: component))
  }

  public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
    second component: Second
  ) -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
    Conditional(segments: segments(of: component))
  }

  public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K
  where K.Value == Value {
    first
  }

  public static func buildPartialBlock(
    accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
  ) -> some KeyframeTrackContent<Value> {
    KeyframeSequence(segments: segments(of: accumulated) + segments(of: next))
  }

  public static func buildBlock() -> some KeyframeTrackContent<Value> {
    KeyframeSequence<Value>(segments: [])
  }

  /// The keyframes of one branch of an `if`.
  public struct Conditional<
    ConditionalValue, First: KeyframeTrackContent,
    Second: KeyframeTrackContent
  >: KeyframeTrackContent, SegmentedKeyframes
  where ConditionalValue == First.Value, First.Value == Second.Value {
    public typealias Value = ConditionalValue
    package let segments: [KeyframeSegment<ConditionalValue>]
  }
}

/// Builds the tracks of keyframes.
@resultBuilder
public struct KeyframesBuilder<Value> {
  public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K
  where K.Value == Value {
    expression
  }

  public static func buildExpression<Content: Keyframes>(_ expression: Content) -> Content
  where Content.Value == Value {
    expression
  }

  public static func buildArray(_ components: [some KeyframeTrackContent<Value>])
    -> some KeyframeTrackContent<Value>
  {
    KeyframeSequence(segments: components.flatMap { segments(of: $0) })
  }

  public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
    first component: First
  ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
  where First.Value == Value, Second.Value == Value {
    KeyframeTrackContentBuilder<Value>.Conditional(segments: segments(of: component))
  }

  public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
    second component: Second
  ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
  where First.Value == Value, Second.Value == Value {
    KeyframeTrackContentBuilder<Value>.Conditional(segments: segments(of: component))
  }

  public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K
  where K.Value == Value {
    first
  }

  public static func buildPartialBlock(
    accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
  ) -> some KeyframeTrackContent<Value> {
    KeyframeSequence(segments: segments(of: accumulated) + segments(of: next))
  }

  public static func buildBlock() -> some KeyframeTrackContent<Value> where Value: Animatable {
    KeyframeSequence<Value>(segments: [])
  }

  public static func buildFinalResult<Content: KeyframeTrackContent>(_ component: Content)
    -> KeyframeTrack<Value, Value, Content> where Content.Value == Value
  {
    KeyframeTrack(\.self) { component }
  }

  public static func buildPartialBlock<Content: Keyframes>(first: Content) -> Content
  where Content.Value == Value {
    first
  }

  public static func buildPartialBlock(
    accumulated: some Keyframes<Value>, next: some Keyframes<Value>
  ) -> some Keyframes<Value> {
    KeyframeTrackList(tracks: tracks(of: accumulated) + tracks(of: next))
  }

  public static func buildBlock() -> some Keyframes<Value> {
    KeyframeTrackList<Value>(tracks: [])
  }

  public static func buildFinalResult<Content: Keyframes>(_ component: Content) -> Content
  where Content.Value == Value {
    component
  }
}
