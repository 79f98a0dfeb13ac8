extension Publishers {
  /// A publisher that transforms elements from an upstream publisher into a new publisher.
  ///
  /// At most `maxPublishers` inner publishers are subscribed at once: the upstream is asked for
  /// that many elements, and for one more each time an inner publisher finishes.
  public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
  where NewPublisher.Failure == Upstream.Failure {
    public typealias Output = NewPublisher.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The maximum number of concurrent publisher subscriptions.
    public let maxPublishers: Subscribers.Demand
    /// A closure that takes an element as a parameter and returns a publisher that produces
    /// elements of that type.
    public let transform: (Upstream.Output) -> NewPublisher

    /// Creates a flat-mapping publisher; prefer `flatMap(maxPublishers:_:)`.
    public init(
      upstream: Upstream, maxPublishers: Subscribers.Demand,
      transform: @escaping (Upstream.Output) -> NewPublisher
    ) {
      self.upstream = upstream
      self.maxPublishers = maxPublishers
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let core = MergeCore(downstream: subscriber)
      core.start()
      upstream.subscribe(
        FlatMapOuter(core: core, maxPublishers: maxPublishers, transform: transform))
    }
  }
}

extension Publisher {
  /// Transforms all elements from an upstream publisher into a new publisher, up to a maximum
  /// number of publishers you specify, and republishes their elements.
  ///
  /// ```swift
  /// $query.debounce(for: 0.3, scheduler: RunLoop.main)
  ///   .flatMap { query in search(query).replaceError(with: []) }
  /// ```
  public func flatMap<T, P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where T == P.Output, Failure == P.Failure {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }

  /// Transforms elements into publishers that cannot fail, for an upstream that can.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) {
      transform($0).setFailureType(to: Failure.self)
    }
  }
}

extension Publisher where Failure == Never {
  /// Transforms elements into publishers that may fail, for an upstream that cannot.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
    Publishers.FlatMap(
      upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers,
      transform: transform)
  }

  /// Transforms elements into publishers that cannot fail, for an upstream that cannot.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }
}

/// FlatMap's subscriber to its upstream: each element becomes an inner publisher of the core.
private final class FlatMapOuter<Input, NewPublisher: Publisher, Downstream: Subscriber>:
  Subscriber
where Downstream.Input == NewPublisher.Output, Downstream.Failure == NewPublisher.Failure {
  typealias Failure = NewPublisher.Failure

  private let core: MergeCore<Downstream>
  private let maxPublishers: Subscribers.Demand
  private let transform: (Input) -> NewPublisher

  init(
    core: MergeCore<Downstream>, maxPublishers: Subscribers.Demand,
    transform: @escaping (Input) -> NewPublisher
  ) {
    self.core = core
    self.maxPublishers = maxPublishers
    self.transform = transform
  }

  func receive(subscription: any Subscription) {
    core.attachOuter(subscription, maxPublishers: maxPublishers)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    core.add(transform(input))
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    switch completion {
    case .finished: core.outerFinished()
    case .failure(let error): core.fail(error)
    }
  }
}
