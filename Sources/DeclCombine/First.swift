extension Publishers {
  /// A publisher that publishes the first element of a stream, then finishes.
  public struct First<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    /// Creates a publisher of the first element; prefer `first()`.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(firstMatching(subscriber, { _ in true }, failures: .kept))
    }
  }

  /// A publisher that only publishes the first element of a stream to satisfy a predicate.
  public struct FirstWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The closure that determines whether to publish an element.
    public let predicate: (Upstream.Output) -> Bool

    /// Creates a publisher of the first matching element; prefer `first(where:)`.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(firstMatching(subscriber, predicate, failures: .kept))
    }
  }

  /// A publisher that only publishes the first element of a stream to satisfy an
  /// error-throwing predicate.
  public struct TryFirstWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The error-throwing closure that determines whether to publish an element.
    public let predicate: (Upstream.Output) throws -> Bool

    /// Creates a publisher of the first matching element; prefer `tryFirst(where:)`.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(firstMatching(subscriber, predicate, failures: .erased))
    }
  }
}

/// The subscriber of first, first(where:) and tryFirst(where:): publishes the first element
/// that matches, then finishes and cancels the upstream.
private func firstMatching<UpstreamFailure, Thrown, Downstream: Subscriber>(
  _ downstream: Downstream, _ predicate: @escaping (Downstream.Input) throws(Thrown) -> Bool,
  failures: FailureMapping<UpstreamFailure, Thrown, Downstream.Failure>
) -> OperatorSubscriber<Downstream.Input, UpstreamFailure, Thrown, Downstream> {
  OperatorSubscriber(downstream: downstream, failures: failures) { value throws(Thrown) in
    try predicate(value) ? .emitAndFinish(value) : .skip
  }
}

extension Publisher {
  /// Publishes the first element of a stream, then finishes (cancelling the upstream).
  public func first() -> Publishers.First<Self> {
    Publishers.First(upstream: self)
  }

  /// Publishes the first element of a stream to satisfy a predicate, then finishes.
  public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
    Publishers.FirstWhere(upstream: self, predicate: predicate)
  }

  /// Publishes the first element of a stream to satisfy an error-throwing predicate.
  public func tryFirst(where predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryFirstWhere<Self>
  {
    Publishers.TryFirstWhere(upstream: self, predicate: predicate)
  }
}
