import Foundation

extension Publishers {
  /// A publisher that terminates publishing if the upstream publisher exceeds a specified time
  /// interval without producing an element.
  public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The maximum time interval the publisher can go without emitting an element.
    public let interval: Context.SchedulerTimeType.Stride
    /// The scheduler on which to deliver events.
    public let scheduler: Context
    /// Scheduler options that customize the delivery of elements.
    public let options: Context.SchedulerOptions?
    /// A closure that executes if the publisher times out; without it the stream finishes.
    public let customError: (() -> Upstream.Failure)?

    /// Creates a timing-out publisher; prefer `timeout(_:scheduler:options:customError:)`.
    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions?, customError: (() -> Upstream.Failure)?
    ) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.options = options
      self.customError = customError
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        TimeoutSubscriber(
          downstream: subscriber, interval: interval, scheduler: scheduler, options: options,
          customError: customError))
    }
  }
}

extension Publisher {
  /// Terminates publishing if the upstream publisher exceeds the specified time interval
  /// without producing an element.
  ///
  /// The clock starts at subscription and restarts with each element. On timeout the upstream
  /// is cancelled and the stream finishes, or fails with `customError()`. Elements and the
  /// completion are delivered through the scheduler.
  public func timeout<S: Scheduler>(
    _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
    customError: (() -> Failure)? = nil
  ) -> Publishers.Timeout<Self, S> {
    Publishers.Timeout(
      upstream: self, interval: interval, scheduler: scheduler, options: options,
      customError: customError)
  }
}

private final class TimeoutSubscriber<Downstream: Subscriber, Context: Scheduler>:
  UpstreamLink<Downstream>, Subscriber
{
  typealias Input = Downstream.Input

  private let interval: Context.SchedulerTimeType.Stride
  private let scheduler: Context
  private let options: Context.SchedulerOptions?
  private let customError: (() -> Failure)?
  // Guarded by `lock`. `generation` counts elements, so only the latest clock can fire.
  private var generation = 0

  init(
    downstream: Downstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
    options: Context.SchedulerOptions?, customError: (() -> Failure)?
  ) {
    self.interval = interval
    self.scheduler = scheduler
    self.options = options
    self.customError = customError
    super.init(downstream: downstream)
  }

  override func receive(subscription: any Subscription) {
    guard adopt(subscription) else { return }
    startClock()
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard lock.lock(if: !terminated) else { return .none }
    lock.unlock()
    startClock()
    scheduler.schedule(options: options) { [self] in
      guard isLive else { return }
      let more = downstream.receive(input)
      if more > 0 { request(more) }
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    guard lock.lock(if: !terminated) else { return }
    upstream = nil
    generation += 1
    lock.unlock()
    scheduler.schedule(options: options) { [self] in
      guard end() else { return }
      downstream.receive(completion: completion)
    }
  }

  private func startClock() {
    lock.lock()
    generation += 1
    let current = generation
    lock.unlock()
    let due = scheduler.now.advanced(by: interval)
    scheduler.schedule(after: due, tolerance: scheduler.minimumTolerance, options: options) {
      [weak self] in self?.timedOut(current)
    }
  }

  private func timedOut(_ clock: Int) {
    lock.lock()
    let current = generation == clock
    lock.unlock()
    guard current, end() else { return }
    downstream.receive(completion: customError.map { .failure($0()) } ?? .finished)
  }
}
