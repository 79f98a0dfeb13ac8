import Foundation

extension Publishers {
  /// A publisher that flattens nested publishers, republishing only the elements of the most
  /// recent one.
  ///
  /// Each new inner publisher cancels the previous one. The stream finishes when the upstream
  /// and the current inner publisher have both finished, and fails when either fails.
  public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
  where Upstream.Output == P, P.Failure == Upstream.Failure {
    public typealias Output = P.Output
    public typealias Failure = P.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    /// Creates a publisher that republishes elements of the latest inner publisher; prefer
    /// `switchToLatest()`.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let relay = Relay(downstream: subscriber)
      relay.start()
      upstream.subscribe(SwitchToLatestOuter<P, S>(relay: relay))
    }
  }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
  /// Republishes elements sent by the most recently received publisher.
  ///
  /// ```swift
  /// $query.map { search($0) }.switchToLatest()  // results of the latest query only
  /// ```
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
    Publishers.SwitchToLatest(upstream: self)
  }
}

extension Publisher where Failure == Never, Output: Publisher {
  /// Republishes elements sent by the most recently received publisher, which may fail.
  public func switchToLatest()
    -> Publishers.SwitchToLatest<
      Output, Publishers.SetFailureType<Self, Output.Failure>
    >
  {
    Publishers.SwitchToLatest(upstream: setFailureType(to: Output.Failure.self))
  }
}

extension Publisher where Failure == Never, Output: Publisher, Output.Failure == Never {
  /// Republishes elements sent by the most recently received publisher; nothing can fail.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
    Publishers.SwitchToLatest(upstream: self)
  }
}

extension Publisher where Output: Publisher, Output.Failure == Never {
  /// Republishes elements sent by the most recently received publisher, which cannot fail.
  public func switchToLatest()
    -> Publishers.SwitchToLatest<
      Publishers.SetFailureType<Output, Failure>,
      Publishers.Map<Self, Publishers.SetFailureType<Output, Failure>>
    >
  {
    map { $0.setFailureType(to: Failure.self) }.switchToLatest()
  }
}

/// SwitchToLatest's subscriber to its upstream of publishers.
private final class SwitchToLatestOuter<Inner: Publisher, Downstream: Subscriber>: Subscriber
where Downstream.Input == Inner.Output, Downstream.Failure == Inner.Failure {
  typealias Failure = Inner.Failure

  private let relay: Relay<Downstream>
  private let lock = NSLock()
  // Guarded by `lock`.
  private var outerFinished = false
  private var innerActive = false
  private var latest = 0

  init(relay: Relay<Downstream>) {
    self.relay = relay
  }

  func receive(subscription: any Subscription) {
    relay.whenTerminated { subscription.cancel() }
    subscription.request(.unlimited)
  }

  func receive(_ input: Inner) -> Subscribers.Demand {
    lock.lock()
    latest += 1
    let id = latest
    innerActive = true
    lock.unlock()
    relay.subscribe(to: input) { [self] completion in
      if case .failure = completion {
        relay.finish(completion)
        return
      }
      lock.lock()
      if id == latest { innerActive = false }
      let done = outerFinished && !innerActive
      lock.unlock()
      if done { relay.finish(.finished) }
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    outerFinished = true
    let done = !innerActive
    lock.unlock()
    if case .failure = completion {
      relay.finish(completion)
    } else if done {
      relay.finish(.finished)
    }
  }
}
