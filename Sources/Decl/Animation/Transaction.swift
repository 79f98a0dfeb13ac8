import Foundation

/// The context of a state change: the animation it runs with, and values of your own.
///
/// Changes appear at once in a terminal, so a transaction's animation is kept but not run, and
/// its completions run as soon as they are added.
public struct Transaction: Sendable {
  /// The animation of the change.
  public var animation: Animation?
  /// Whether animations of views are turned off for the change.
  public var disablesAnimations = false
  /// Whether the change is one of a continuous series (a drag).
  public var isContinuous = false
  /// Whether the animations of the change track the velocity of the one they replace.
  public var tracksVelocity = false
  /// Where a scroll view the change scrolls puts its target.
  public var scrollTargetAnchor: UnitPoint?
  /// How a presentation the change dismisses goes.
  public var dismissBehavior: DismissBehavior = .interactive
  /// Values stored with `TransactionKey`s.
  private var values = TransactionValues()

  /// An empty transaction.
  public init() {}

  /// A transaction running `animation`.
  public init(animation: Animation?) { self.animation = animation }

  /// The value for `key`, or its default.
  public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
    get { values.storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values.storage[ObjectIdentifier(key)] = newValue }
  }

  /// Runs `completion` when the change's animations complete: at once, as nothing animates.
  public func addAnimationCompletion(
    criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void
  ) {
    completion()
  }
}

/// The values a transaction carries for `TransactionKey`s.
private struct TransactionValues: @unchecked Sendable {
  // Values of any type, as the environment's; only ever read on the actor that wrote them.
  var storage: [ObjectIdentifier: Any] = [:]
}

/// A key for a value a transaction carries.
public protocol TransactionKey {
  /// The type of the value.
  associatedtype Value
  /// The value before one is set.
  static var defaultValue: Value { get }
}

/// When an animation counts as complete for its completion handler.
public struct AnimationCompletionCriteria: Hashable, Sendable {
  private let name: String
  /// When it has logically completed (it may still move a little).
  public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
  /// When it is removed.
  public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// How a presentation is dismissed.
public struct DismissBehavior: Sendable {
  private let isDestructive: Bool
  /// As the user dismisses it.
  public static let interactive = DismissBehavior(isDestructive: false)
  /// Regardless of what the presentation would do (unsaved changes are lost).
  public static let destructive = DismissBehavior(isDestructive: true)
}

/// Runs `body` at once; a terminal draws the new state without animating.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result)
  rethrows -> Result
{
  try body()
}

/// Runs `body` at once, then `completion` (nothing animates in a terminal, so the animation is
/// complete as soon as it starts).
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  let result = try body()
  completion()
  return result
}

/// Runs `body` in `transaction`: at once.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result)
  rethrows -> Result
{
  try body()
}

/// Runs `body` in a transaction whose `keyPath` is `value`: at once.
@discardableResult
public func withTransaction<R, V>(
  _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
) rethrows -> R {
  try body()
}
