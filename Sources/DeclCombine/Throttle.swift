import Foundation

extension Publishers {
  /// A publisher that publishes either the most-recent or first element published by the
  /// upstream publisher in a specified time interval.
  public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The interval in which to find and emit the most recent element.
    public let interval: Context.SchedulerTimeType.Stride
    /// The scheduler on which to publish elements.
    public let scheduler: Context
    /// A Boolean value indicating whether to publish the most recent element (otherwise the
    /// first one received during the interval).
    public let latest: Bool

    /// Creates a throttling publisher; prefer `throttle(for:scheduler:latest:)`.
    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
      latest: Bool
    ) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.latest = latest
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        ThrottleSubscriber(
          downstream: subscriber, interval: interval, scheduler: scheduler, latest: latest))
    }
  }
}

extension Publisher {
  /// Publishes either the most-recent or first element published by the upstream publisher in
  /// the specified time interval.
  ///
  /// The first element goes out at once (through the scheduler); later ones at most once per
  /// interval. Elements that arrive while the downstream has no demand are dropped.
  public func throttle<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool
  ) -> Publishers.Throttle<Self, S> {
    Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
  }
}

/// Holds one element per interval: an emission is scheduled for the end of the interval that
/// began with the previous one, and the held element (first or latest) goes out then.
private final class ThrottleSubscriber<Downstream: Subscriber, Context: Scheduler>:
  UpstreamLink<Downstream>, Subscriber
{
  typealias Input = Downstream.Input

  private let interval: Context.SchedulerTimeType.Stride
  private let scheduler: Context
  private let latest: Bool
  // Guarded by `lock`.
  private var demand = Subscribers.Demand.none
  private var lastEmission: Context.SchedulerTimeType?
  private var held: Input?
  private var heldCompletion: Subscribers.Completion<Failure>?
  private var scheduled = false

  init(
    downstream: Downstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
    latest: Bool
  ) {
    self.interval = interval
    self.scheduler = scheduler
    self.latest = latest
    super.init(downstream: downstream, asksForEverything: true)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard lock.lock(if: !terminated && heldCompletion == nil && demand > 0) else { return .none }
    if scheduled {
      if latest { held = input }
      lock.unlock()
      return .none
    }
    let now = scheduler.now
    let due = lastEmission.map { Swift.max(now, $0.advanced(by: interval)) } ?? now
    held = input
    scheduled = true
    lock.unlock()
    if due > now {
      scheduler.schedule(after: due) { [weak self] in self?.emit() }
    } else {
      scheduler.schedule { [weak self] in self?.emit() }
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    guard lock.lock(if: !terminated && heldCompletion == nil) else { return }
    upstream = nil
    heldCompletion = completion
    // A held element goes out first, at its time; the completion follows it.
    let scheduleNow = !scheduled
    scheduled = true
    lock.unlock()
    if scheduleNow { scheduler.schedule { [weak self] in self?.emit() } }
  }

  override func request(_ demand: Subscribers.Demand) {
    lock.withLock { self.demand += demand }
  }

  override func clearLocked() {
    held = nil
  }

  private func emit() {
    guard lock.lock(if: !terminated) else { return }
    let value = held
    let completion = heldCompletion
    held = nil
    scheduled = false
    if value != nil {
      lastEmission = scheduler.now
      demand -= 1
    }
    if completion != nil { terminated = true }
    lock.unlock()
    if let value {
      let more = downstream.receive(value)
      if more > 0 { request(more) }
    }
    if let completion { downstream.receive(completion: completion) }
  }
}
