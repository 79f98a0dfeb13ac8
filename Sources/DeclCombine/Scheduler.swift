/// A protocol that defines when and how to execute a closure.
///
/// Decl's subset of Combine's `Scheduler`: immediate and delayed one-shot actions, enough for
/// `receive(on:)`, `subscribe(on:)`, `debounce`, `throttle`, `delay`, `timeout` and
/// `measureInterval`. Repeating actions are not part of it.
public protocol Scheduler<SchedulerTimeType> {
  /// Describes an instant in time for this scheduler.
  associatedtype SchedulerTimeType: Strideable
  where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
  /// A type that defines options accepted by the scheduler.
  associatedtype SchedulerOptions

  /// This scheduler's definition of the current moment in time.
  var now: SchedulerTimeType { get }
  /// The minimum tolerance allowed by the scheduler.
  var minimumTolerance: SchedulerTimeType.Stride { get }

  /// Performs the action at the next possible opportunity.
  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
  /// Performs the action at some time after the specified date.
  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void)
}

extension Scheduler {
  /// Performs the action at the next possible opportunity, without options.
  public func schedule(_ action: @escaping () -> Void) {
    schedule(options: nil, action)
  }

  /// Performs the action at some time after the specified date, with the minimum tolerance.
  public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
    schedule(after: date, tolerance: minimumTolerance, options: nil, action)
  }

  /// Performs the action at some time after the specified date, with the given tolerance.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) {
    schedule(after: date, tolerance: tolerance, options: nil, action)
  }
}

/// A protocol that provides a scheduler with an expression for relative time.
public protocol SchedulerTimeIntervalConvertible {
  /// Converts the specified number of seconds into an instance of this scheduler time type.
  static func seconds(_ s: Int) -> Self
  /// Converts the specified number of seconds, as a floating-point value, into this type.
  static func seconds(_ s: Double) -> Self
  /// Converts the specified number of milliseconds into an instance of this type.
  static func milliseconds(_ ms: Int) -> Self
  /// Converts the specified number of microseconds into an instance of this type.
  static func microseconds(_ us: Int) -> Self
  /// Converts the specified number of nanoseconds into an instance of this type.
  static func nanoseconds(_ ns: Int) -> Self
}

/// A scheduler for performing synchronous actions: everything runs at once, on the caller.
public struct ImmediateScheduler: Scheduler, Sendable {
  /// The time type used by the immediate scheduler: a step count that never advances.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    /// The increment by which the immediate scheduler counts time.
    public typealias Stride = SchedulerStride

    public func distance(to other: SchedulerTimeType) -> Stride { .zero }
    public func advanced(by n: Stride) -> SchedulerTimeType { self }
  }

  public typealias SchedulerOptions = Never

  /// The shared instance of the immediate scheduler.
  public static let shared = ImmediateScheduler()

  public var now: SchedulerTimeType { SchedulerTimeType() }
  public var minimumTolerance: SchedulerTimeType.Stride { .zero }

  public func schedule(options: Never?, _ action: @escaping () -> Void) {
    action()
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?,
    _ action: @escaping () -> Void
  ) {
    action()
  }
}

/// A signed span of time in nanoseconds: the stride of Decl's schedulers.
///
/// Combine gives each scheduler its own stride type; Decl's share this one (as
/// `DispatchQueue.SchedulerTimeType.Stride` and `RunLoop.SchedulerTimeType.Stride`), which
/// accepts the same spellings: `.milliseconds(300)`, `.seconds(0.5)`, `0.5` (seconds).
public struct SchedulerStride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
  ExpressibleByFloatLiteral, Hashable, Sendable, CustomStringConvertible
{
  /// The span in nanoseconds.
  public var magnitude: Int

  /// Creates a span of the given number of nanoseconds.
  public init(nanoseconds: Int) {
    magnitude = nanoseconds
  }

  /// Creates a span from a number of seconds.
  public init(_ timeInterval: Double) {
    magnitude = Int((timeInterval * 1_000_000_000).rounded())
  }

  /// The span in seconds.
  public var timeInterval: Double { Double(magnitude) / 1_000_000_000 }

  public var description: String { "\(timeInterval)s" }

  public init(floatLiteral value: Double) { self.init(value) }
  /// An integer literal counts seconds, as in Combine.
  public init(integerLiteral value: Int) { self.init(nanoseconds: value * 1_000_000_000) }
  public init?<T: BinaryInteger>(exactly source: T) {
    guard let value = Int(exactly: source) else { return nil }
    self.init(integerLiteral: value)
  }

  // SchedulerTimeIntervalConvertible, documented there.
  public static func seconds(_ s: Int) -> SchedulerStride { SchedulerStride(integerLiteral: s) }
  public static func seconds(_ s: Double) -> SchedulerStride { SchedulerStride(s) }
  public static func milliseconds(_ ms: Int) -> SchedulerStride {
    SchedulerStride(nanoseconds: ms * 1_000_000)
  }
  public static func microseconds(_ us: Int) -> SchedulerStride {
    SchedulerStride(nanoseconds: us * 1000)
  }
  public static func nanoseconds(_ ns: Int) -> SchedulerStride { SchedulerStride(nanoseconds: ns) }

  public static func < (lhs: SchedulerStride, rhs: SchedulerStride) -> Bool {
    lhs.magnitude < rhs.magnitude
  }
  public static func + (lhs: SchedulerStride, rhs: SchedulerStride) -> SchedulerStride {
    SchedulerStride(nanoseconds: lhs.magnitude + rhs.magnitude)
  }
  public static func - (lhs: SchedulerStride, rhs: SchedulerStride) -> SchedulerStride {
    SchedulerStride(nanoseconds: lhs.magnitude - rhs.magnitude)
  }
  public static func * (lhs: SchedulerStride, rhs: SchedulerStride) -> SchedulerStride {
    SchedulerStride(nanoseconds: lhs.magnitude * rhs.magnitude)
  }
  public static func += (lhs: inout SchedulerStride, rhs: SchedulerStride) { lhs = lhs + rhs }
  public static func -= (lhs: inout SchedulerStride, rhs: SchedulerStride) { lhs = lhs - rhs }
  public static func *= (lhs: inout SchedulerStride, rhs: SchedulerStride) { lhs = lhs * rhs }
}
