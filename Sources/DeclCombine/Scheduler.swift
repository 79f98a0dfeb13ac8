/// A protocol that defines when and how to execute a closure.
///
/// A scheduler runs an action as soon as it can, after a date, or after a date and then again
/// at each interval (until the returned cancellable is cancelled or released).
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
  /// Performs the action at some time after the specified date, at the specified frequency,
  /// optionally taking into account tolerance if possible.
  func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable
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

  /// Performs the action at some time after the specified date, at the specified frequency,
  /// with the minimum tolerance.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
  }

  /// Performs the action at some time after the specified date, at the specified frequency,
  /// taking into account tolerance if possible.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void
  ) -> any Cancellable {
    schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
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
    public func distance(to other: SchedulerTimeType) -> Stride { 0 }
    public func advanced(by n: Stride) -> SchedulerTimeType { self }

    /// The increment by which the immediate scheduler counts time: a plain count, since
    /// nothing it runs waits.
    public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable,
      Hashable, Sendable, SchedulerTimeIntervalConvertible
    {
      /// The value of this time interval.
      public var magnitude: Int

      /// Creates an immediate scheduler time interval from the given time interval.
      public init(_ value: Int) {
        magnitude = value
      }

      /// Creates an immediate scheduler time interval from an integer literal.
      public init(integerLiteral value: Int) {
        self.init(value)
      }

      /// Creates an immediate scheduler time interval from a floating-point literal (whole
      /// steps: the fraction is dropped).
      public init(floatLiteral value: Double) {
        self.init(Int(value))
      }

      /// Creates an immediate scheduler time interval from a binary integer, if it fits.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        self.init(value)
      }

      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      public static func + (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude + rhs.magnitude)
      }
      public static func - (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude - rhs.magnitude)
      }
      public static func * (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude * rhs.magnitude)
      }
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

      // SchedulerTimeIntervalConvertible: every unit is one step, as nothing waits.
      public static func seconds(_ s: Int) -> Stride { Stride(s) }
      public static func seconds(_ s: Double) -> Stride { Stride(Int(s)) }
      public static func milliseconds(_ ms: Int) -> Stride { Stride(ms) }
      public static func microseconds(_ us: Int) -> Stride { Stride(us) }
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(ns) }
    }
  }

  public typealias SchedulerOptions = Never

  /// The shared instance of the immediate scheduler.
  public static let shared = ImmediateScheduler()

  public var now: SchedulerTimeType { SchedulerTimeType() }
  public var minimumTolerance: SchedulerTimeType.Stride { 0 }

  public func schedule(options: Never?, _ action: @escaping () -> Void) {
    action()
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?,
    _ action: @escaping () -> Void
  ) {
    action()
  }

  /// Runs the action once, now, as Combine's immediate scheduler does: it has no later.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: Never?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    action()
    return AnyCancellable {}
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
