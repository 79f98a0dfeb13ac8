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
///
/// Once the stream has ended (or been cancelled), actions already scheduled deliver nothing.
final class ReceiveOnSubscriber<Downstream: Subscriber, Context: Scheduler>:
  UpstreamLink<Downstream>, Subscriber
{
  typealias Stride = Context.SchedulerTimeType.Stride
  typealias Input = Downstream.Input

  private let scheduler: Context
  private let options: Context.SchedulerOptions?
  private let delay: (interval: Stride, tolerance: Stride)?

  init(
    downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?,
    delay: (interval: Stride, tolerance: Stride)?
  ) {
    self.scheduler = scheduler
    self.options = options
    self.delay = delay
    super.init(downstream: downstream)
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
      lock.withLock {
        upstream = nil
        terminated = true
      }
      downstream.receive(completion: completion)
    }
  }

  private func schedule(_ action: @escaping () -> Void) {
    guard let delay else { return scheduler.schedule(options: options, action) }
    scheduler.schedule(
      after: scheduler.now.advanced(by: delay.interval), tolerance: delay.tolerance,
      options: options, action)
  }
}
