import Foundation

extension Publishers {
  /// A publisher that publishes elements only after a specified time interval elapses between
  /// events.
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The amount of time the publisher should wait before publishing an element.
    public let dueTime: Context.SchedulerTimeType.Stride
    /// The scheduler on which this publisher delivers elements.
    public let scheduler: Context
    /// Scheduler options that customize this publisher's delivery of elements.
    public let options: Context.SchedulerOptions?

    /// Creates a debounce publisher; prefer `debounce(for:scheduler:options:)`.
    public init(
      upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions?
    ) {
      self.upstream = upstream
      self.dueTime = dueTime
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        DebounceSubscriber(
          downstream: subscriber, dueTime: dueTime, scheduler: scheduler, options: options))
    }
  }
}

extension Publisher {
  /// Publishes elements only after a specified time interval elapses between events.
  ///
  /// As in Combine, a value still waiting when the upstream finishes is dropped; the completion
  /// is delivered through the scheduler.
  public func debounce<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Debounce<Self, S> {
    Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
  }
}

/// Keeps the latest value and a generation count; a scheduled delivery only fires if no newer
/// value arrived in the meantime.
private final class DebounceSubscriber<Downstream: Subscriber, Context: Scheduler>:
  UpstreamLink<Downstream>, Subscriber
{
  typealias Input = Downstream.Input

  private let dueTime: Context.SchedulerTimeType.Stride
  private let scheduler: Context
  private let options: Context.SchedulerOptions?
  // Guarded by `lock`.
  private var generation: UInt64 = 0
  private var latest: Input?
  private var demand = Subscribers.Demand.none

  init(
    downstream: Downstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
    options: Context.SchedulerOptions?
  ) {
    self.dueTime = dueTime
    self.scheduler = scheduler
    self.options = options
    super.init(downstream: downstream, asksForEverything: true)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard lock.lock(if: !terminated) else { return .none }
    generation += 1
    let current = generation
    latest = input
    lock.unlock()
    let due = scheduler.now.advanced(by: dueTime)
    scheduler.schedule(after: due, tolerance: scheduler.minimumTolerance, options: options) {
      [weak self] in self?.fire(current)
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    guard lock.lock(if: !terminated) else { return }
    terminated = true
    upstream = nil
    latest = nil
    lock.unlock()
    scheduler.schedule(options: options) { self.downstream.receive(completion: completion) }
  }

  override func request(_ demand: Subscribers.Demand) {
    lock.withLock { self.demand += demand }
  }

  override func clearLocked() {
    latest = nil
  }

  private func fire(_ scheduled: UInt64) {
    lock.lock()
    guard !terminated, scheduled == generation, let value = latest, demand > 0 else {
      lock.unlock()
      return
    }
    latest = nil
    demand -= 1
    lock.unlock()
    let more = downstream.receive(value)
    guard more > 0 else { return }
    lock.lock()
    demand += more
    lock.unlock()
  }
}
