import Foundation

extension Publishers {
  /// A publisher that delivers elements to its downstream subscriber on a specific scheduler.
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The scheduler the publisher uses to deliver elements.
    public let scheduler: Context
    /// Scheduler options used to customize element delivery.
    public let options: Context.SchedulerOptions?

    /// Creates a publisher that delivers through `scheduler`; prefer `receive(on:options:)`.
    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        ReceiveOnSubscriber(
          downstream: subscriber, scheduler: scheduler, options: options, delay: nil))
    }
  }
}

extension Publisher {
  /// Specifies the scheduler on which to receive elements from the publisher.
  ///
  /// Values and the completion are delivered later, through the scheduler; with
  /// `RunLoop.main` or `DispatchQueue.main` that is asynchronously on the main queue.
  public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.ReceiveOn<Self, S>
  {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
  }
}

/// Re-delivers values and the completion through a scheduler, at once (`receive(on:)`) or after
/// a delay (`delay(for:)`). The subscription itself is handed downstream at once, so demand and
/// cancellation still reach the upstream synchronously.
final class ReceiveOnSubscriber<Downstream: Subscriber, Context: Scheduler>: Subscriber,
  Subscription
{
  typealias Stride = Context.SchedulerTimeType.Stride

  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let downstream: Downstream
  private let scheduler: Context
  private let options: Context.SchedulerOptions?
  private let delay: (interval: Stride, tolerance: Stride)?
  private let lock = NSLock()
  // Guarded by `lock`. Once cancelled, actions already scheduled deliver nothing.
  private var upstream: (any Subscription)?
  private var cancelled = false

  init(
    downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?,
    delay: (interval: Stride, tolerance: Stride)?
  ) {
    self.downstream = downstream
    self.scheduler = scheduler
    self.options = options
    self.delay = delay
  }

  func receive(subscription: any Subscription) {
    guard adoptUpstream(subscription, into: &upstream, unless: cancelled, lock: lock) else {
      return
    }
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    schedule { [self] in
      guard isLive else { return }
      let more = downstream.receive(input)
      if more > 0 { request(more) }
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    schedule { [self] in
      guard isLive else { return }
      lock.lock()
      upstream = nil
      cancelled = true
      lock.unlock()
      downstream.receive(completion: completion)
    }
  }

  func request(_ demand: Subscribers.Demand) {
    lock.withLock { upstream }?.request(demand)
  }

  func cancel() {
    let upstream = lock.withLock {
      cancelled = true
      return self.upstream.take()
    }
    upstream?.cancel()
  }

  private func schedule(_ action: @escaping () -> Void) {
    guard let delay else { return scheduler.schedule(options: options, action) }
    scheduler.schedule(
      after: scheduler.now.advanced(by: delay.interval), tolerance: delay.tolerance,
      options: options, action)
  }

  private var isLive: Bool {
    lock.lock()
    defer { lock.unlock() }
    return !cancelled
  }
}
