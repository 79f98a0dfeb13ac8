import Foundation

extension Publishers {
  /// A publisher that receives elements from an upstream publisher on a specific scheduler.
  public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The scheduler the publisher should use to receive elements.
    public let scheduler: Context
    /// Scheduler options that customize the delivery of elements.
    public let options: Context.SchedulerOptions?

    /// Creates a publisher that subscribes through `scheduler`; prefer
    /// `subscribe(on:options:)`.
    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let inner = SubscribeOnSubscriber(
        downstream: subscriber, scheduler: scheduler, options: options)
      let upstream = self.upstream
      scheduler.schedule(options: options) { upstream.subscribe(inner) }
    }
  }
}

extension Publisher {
  /// Specifies the scheduler on which to perform subscribe, cancel, and request operations.
  ///
  /// ```swift
  /// loadFile().subscribe(on: DispatchQueue.global()).receive(on: DispatchQueue.main)
  /// ```
  public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.SubscribeOn<Self, S>
  {
    Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
  }
}

/// Passes values straight through; requests and cancellation go to the upstream through the
/// scheduler.
private final class SubscribeOnSubscriber<Downstream: Subscriber, Context: Scheduler>:
  UpstreamLink<Downstream>, Subscriber
{
  typealias Input = Downstream.Input

  private let scheduler: Context
  private let options: Context.SchedulerOptions?

  init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
    self.scheduler = scheduler
    self.options = options
    super.init(downstream: downstream)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    downstream.receive(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.withLock {
      upstream = nil
      terminated = true
    }
    downstream.receive(completion: completion)
  }

  override func request(_ demand: Subscribers.Demand) {
    guard let upstream = lock.withLock({ upstream }) else { return }
    scheduler.schedule(options: options) { upstream.request(demand) }
  }

  override func cancel() {
    let upstream = lock.withLock {
      terminated = true
      return self.upstream.take()
    }
    guard let upstream else { return }
    scheduler.schedule(options: options) { upstream.cancel() }
  }
}
