// contains and allSatisfy: each asks its upstream for everything and answers one Boolean, as
// soon as an element decides it (the upstream is then cancelled) or when the upstream finishes.

extension Publishers {
  /// A publisher that emits a Boolean value when it receives a specific element from its
  /// upstream publisher.
  public struct Contains<Upstream: Publisher>: Publisher where Upstream.Output: Equatable {
    public typealias Output = Bool
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The element to scan for in the upstream publisher.
    public let output: Upstream.Output

    /// Creates a publisher that emits `true` when it receives `output`; prefer `contains(_:)`.
    public init(upstream: Upstream, output: Upstream.Output) {
      self.upstream = upstream
      self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let output = self.output
      ContainsWhere(upstream: upstream) { $0 == output }.receive(subscriber: subscriber)
    }
  }

  /// A publisher that emits a Boolean value upon receiving an element that satisfies the
  /// predicate closure.
  public struct ContainsWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Bool
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The closure that determines whether the publisher should consider an element as a match.
    public let predicate: (Upstream.Output) -> Bool

    /// Creates a publisher that emits `true` on the first match; prefer `contains(where:)`.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(deciding(subscriber, predicate, failures: .kept, otherwise: false))
    }
  }

  /// A publisher that emits a Boolean value upon receiving an element that satisfies the
  /// throwing predicate closure.
  public struct TryContainsWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Bool
    public typealias Failure = any Error

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The error-throwing closure that determines whether this publisher should emit a `true`
    /// element.
    public let predicate: (Upstream.Output) throws -> Bool

    /// Creates a publisher that emits `true` on the first match; prefer `tryContains(where:)`.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(deciding(subscriber, predicate, failures: .erased, otherwise: false))
    }
  }

  /// A publisher that publishes a single Boolean value that indicates whether all received
  /// elements pass a given predicate.
  public struct AllSatisfy<Upstream: Publisher>: Publisher {
    public typealias Output = Bool
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A closure that evaluates each received element.
    public let predicate: (Upstream.Output) -> Bool

    /// Creates a publisher that checks every element; prefer `allSatisfy(_:)`.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(deciding(subscriber, predicate, failures: .kept, otherwise: true))
    }
  }

  /// A publisher that publishes a single Boolean value that indicates whether all received
  /// elements pass a given error-throwing predicate.
  public struct TryAllSatisfy<Upstream: Publisher>: Publisher {
    public typealias Output = Bool
    public typealias Failure = any Error

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// An error-throwing closure that evaluates each received element.
    public let predicate: (Upstream.Output) throws -> Bool

    /// Creates a publisher that checks every element; prefer `tryAllSatisfy(_:)`.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(deciding(subscriber, predicate, failures: .erased, otherwise: true))
    }
  }
}

/// The subscriber of contains(where:), allSatisfy and their `try` forms: the first element
/// whose predicate answer differs from `otherwise` settles the answer (`!otherwise`), and the
/// upstream is cancelled; `otherwise` is the answer when the upstream finishes first.
private func deciding<Input, UpstreamFailure, Thrown, Downstream: Subscriber>(
  _ downstream: Downstream, _ predicate: @escaping (Input) throws(Thrown) -> Bool,
  failures: FailureMapping<UpstreamFailure, Thrown, Downstream.Failure>, otherwise: Bool
) -> OperatorSubscriber<Input, UpstreamFailure, Thrown, Downstream> where Downstream.Input == Bool {
  OperatorSubscriber(
    downstream: downstream, mode: .unlimited, failures: failures, last: { otherwise }
  ) { value throws(Thrown) in
    try predicate(value) == otherwise ? .skip : .emitAndFinish(!otherwise)
  }
}

extension Publisher where Output: Equatable {
  /// Publishes a Boolean value upon receiving an element equal to the argument.
  public func contains(_ output: Output) -> Publishers.Contains<Self> {
    Publishers.Contains(upstream: self, output: output)
  }
}

extension Publisher {
  /// Publishes a Boolean value upon receiving an element that satisfies the predicate closure.
  public func contains(where predicate: @escaping (Output) -> Bool)
    -> Publishers.ContainsWhere<Self>
  {
    Publishers.ContainsWhere(upstream: self, predicate: predicate)
  }

  /// Publishes a Boolean value upon receiving an element that satisfies the throwing predicate
  /// closure; a thrown error ends the stream.
  public func tryContains(where predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryContainsWhere<Self>
  {
    Publishers.TryContainsWhere(upstream: self, predicate: predicate)
  }

  /// Publishes a single Boolean value that indicates whether all received elements pass a
  /// given predicate; `false` as soon as one fails it.
  public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> Publishers.AllSatisfy<Self> {
    Publishers.AllSatisfy(upstream: self, predicate: predicate)
  }

  /// Publishes a single Boolean value that indicates whether all received elements pass a
  /// given error-throwing predicate; a thrown error ends the stream.
  public func tryAllSatisfy(_ predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryAllSatisfy<Self>
  {
    Publishers.TryAllSatisfy(upstream: self, predicate: predicate)
  }
}
