import Dispatch
import Foundation

extension RunLoop: Scheduler {
  /// The scheduler time type used by the run loop.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    /// The increment by which the run loop's time advances.
    public typealias Stride = SchedulerStride

    /// The date represented by this type.
    public var date: Date

    /// Creates a run loop time type instance.
    public init(_ date: Date) {
      self.date = date
    }

    public func distance(to other: SchedulerTimeType) -> Stride {
      Stride(other.date.timeIntervalSince(date))
    }

    public func advanced(by n: Stride) -> SchedulerTimeType {
      SchedulerTimeType(date.addingTimeInterval(n.timeInterval))
    }
  }

  /// Options that affect the operation of the run loop scheduler (there are none).
  public struct SchedulerOptions: Sendable {}

  public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

  public var minimumTolerance: SchedulerTimeType.Stride { .zero }

  // The main run loop's work goes to the main dispatch queue: Decl's main thread services
  // that queue (a program may never spin `RunLoop.main`), and both are the main thread.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let work = SchedulerAction(action)
    if self === RunLoop.main {
      DispatchQueue.main.async { work.run() }
    } else {
      perform { work.run() }
    }
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    let work = SchedulerAction(action)
    if self === RunLoop.main {
      let delay = Swift.max(0, date.date.timeIntervalSinceNow)
      DispatchQueue.main.asyncAfter(deadline: .now() + delay) { work.run() }
    } else {
      let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in work.run() }
      add(timer, forMode: .default)
    }
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    // See `schedule(options:_:)`: the main run loop's timers run on the main queue.
    if self === RunLoop.main {
      let start = DispatchQueue.SchedulerTimeType(
        .now() + Swift.max(0, date.date.timeIntervalSinceNow))
      return DispatchQueue.main.schedule(
        after: start, interval: interval, tolerance: tolerance, options: nil, action)
    }
    let work = SchedulerAction(action)
    let timer = Timer(
      fire: date.date, interval: Swift.max(0.000_001, interval.timeInterval), repeats: true
    ) { _ in work.run() }
    timer.tolerance = tolerance.timeInterval
    add(timer, forMode: .default)
    return AnyCancellable { timer.invalidate() }
  }
}
