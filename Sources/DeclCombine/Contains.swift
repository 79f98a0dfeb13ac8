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
      let predicate = self.predicate
      upstream.subscribe(
        deciding(subscriber, otherwise: false) { .success(predicate($0) ? true : nil) })
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
      let predicate = self.predicate
      upstream.subscribe(
        deciding(subscriber, mapError: { $0 }, otherwise: false) { value in
          Result { try predicate(value) ? true : nil }
        })
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
      let predicate = self.predicate
      upstream.subscribe(
        deciding(subscriber, otherwise: true) { .success(predicate($0) ? nil : false) })
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
      let predicate = self.predicate
      upstream.subscribe(
        deciding(subscriber, mapError: { $0 }, otherwise: true) { value in
          Result { try predicate(value) ? nil : false }
        })
    }
  }
}

/// The subscriber of contains and allSatisfy: `decide` answers the Boolean an element settles
/// (or `nil` to keep looking, or the error a try operator's closure threw); `otherwise` is the
/// answer when the upstream finishes first.
private func deciding<Input, UpstreamFailure: Error, Downstream: Subscriber>(
  _ downstream: Downstream, mapError: @escaping (UpstreamFailure) -> Downstream.Failure,
  otherwise: Bool, decide: @escaping (Input) -> Result<Bool?, Downstream.Failure>
) -> OperatorSubscriber<Input, UpstreamFailure, Downstream> where Downstream.Input == Bool {
  OperatorSubscriber(
    downstream: downstream, mode: .unlimited,
    step: { value in
      switch decide(value) {
      case .success(.some(let answer)): .emitAndFinish(answer)
      case .success(.none): .skip
      case .failure(let error): .finish(.failure(error))
      }
    },
    end: { completion in
      switch completion {
      case .finished: (otherwise, .finished)
      case .failure(let error): (nil, .failure(mapError(error)))
      }
    })
}

/// `deciding` for the operators that keep the upstream's failure type.
private func deciding<Input, Downstream: Subscriber>(
  _ downstream: Downstream, otherwise: Bool,
  decide: @escaping (Input) -> Result<Bool?, Downstream.Failure>
) -> OperatorSubscriber<Input, Downstream.Failure, Downstream> where Downstream.Input == Bool {
  deciding(downstream, mapError: { $0 }, otherwise: otherwise, decide: decide)
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
