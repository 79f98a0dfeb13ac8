import Dispatch
import Foundation

extension DispatchQueue: Scheduler {
  /// The scheduler time type used by the dispatch queue.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    /// The increment by which the queue's time advances.
    public typealias Stride = SchedulerStride

    /// The dispatch time represented by this type.
    public var dispatchTime: DispatchTime

    /// Creates a dispatch queue time type instance.
    public init(_ time: DispatchTime) {
      dispatchTime = time
    }

    public func distance(to other: SchedulerTimeType) -> Stride {
      let start = Int64(bitPattern: dispatchTime.uptimeNanoseconds)
      let end = Int64(bitPattern: other.dispatchTime.uptimeNanoseconds)
      return Stride(nanoseconds: Int(end - start))
    }

    public func advanced(by n: Stride) -> SchedulerTimeType {
      let start = Int64(bitPattern: dispatchTime.uptimeNanoseconds)
      let end = Swift.max(1, start + Int64(n.magnitude))
      return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(end)))
    }

    public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
      lhs.dispatchTime == rhs.dispatchTime
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(dispatchTime.uptimeNanoseconds)
    }
  }

  /// Options that affect the operation of the dispatch queue scheduler.
  public struct SchedulerOptions {
    /// The dispatch queue quality of service.
    public var qos: DispatchQoS
    /// The dispatch queue work item flags.
    public var flags: DispatchWorkItemFlags
    /// The dispatch group, if any, to associate with the work.
    public var group: DispatchGroup?

    /// Creates scheduler options.
    public init(
      qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
      group: DispatchGroup? = nil
    ) {
      self.qos = qos
      self.flags = flags
      self.group = group
    }
  }

  public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

  public var minimumTolerance: SchedulerTimeType.Stride { .zero }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let work = SchedulerAction(action)
    async(
      group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []
    ) { work.run() }
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    let work = SchedulerAction(action)
    asyncAfter(
      deadline: date.dispatchTime, qos: options?.qos ?? .unspecified,
      flags: options?.flags ?? []
    ) { work.run() }
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    let work = SchedulerAction(action)
    let timer = DispatchSource.makeTimerSource(queue: self)
    timer.schedule(
      deadline: date.dispatchTime, repeating: .nanoseconds(Swift.max(1, interval.magnitude)),
      leeway: .nanoseconds(Swift.max(0, tolerance.magnitude)))
    timer.setEventHandler(qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) {
      work.run()
    }
    timer.resume()
    // Released or cancelled, the cancellable stops the timer (as Combine's does).
    return AnyCancellable { timer.cancel() }
  }
}

extension SchedulerStride {
  /// Creates a span from a dispatch time interval (`.never` counts as the longest span).
  public init(_ timeInterval: DispatchTimeInterval) {
    switch timeInterval {
    case .seconds(let s): self.init(nanoseconds: s * 1_000_000_000)
    case .milliseconds(let ms): self.init(nanoseconds: ms * 1_000_000)
    case .microseconds(let us): self.init(nanoseconds: us * 1000)
    case .nanoseconds(let ns): self.init(nanoseconds: ns)
    case .never: self.init(nanoseconds: .max)
    @unknown default: self.init(nanoseconds: .max)
    }
  }
}

/// Carries a scheduled closure across to the thread that runs it.
///
/// `@unchecked Sendable`: a scheduler's job is to run the action elsewhere, as Combine's do;
/// the pipelines Decl builds only ever hop to the main queue, where their views live.
struct SchedulerAction: @unchecked Sendable {
  private let action: () -> Void

  init(_ action: @escaping () -> Void) {
    self.action = action
  }

  func run() {
    action()
  }
}
