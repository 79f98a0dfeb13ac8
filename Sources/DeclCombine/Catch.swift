extension Publishers {
  /// A publisher that handles errors from an upstream publisher by replacing the failed
  /// publisher with another publisher.
  public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    public typealias Output = Upstream.Output
    public typealias Failure = NewPublisher.Failure

    /// The publisher that this publisher receives elements from.
    public let upstream: Upstream
    /// A closure that accepts the upstream failure as input and returns a publisher to replace
    /// the upstream publisher.
    public let handler: (Upstream.Failure) -> NewPublisher

    /// Creates an error-catching publisher; prefer `catch(_:)`.
    public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
      self.upstream = upstream
      self.handler = handler
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      catching(upstream, subscriber, handler, failures: .kept)
    }
  }

  /// A publisher that handles errors from an upstream publisher by replacing the failed
  /// publisher with another publisher or producing a new error.
  public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    /// The publisher that this publisher receives elements from.
    public let upstream: Upstream
    /// An error-throwing closure that accepts the upstream failure as input and returns a
    /// publisher to replace the upstream publisher.
    public let handler: (Upstream.Failure) throws -> NewPublisher

    /// Creates a throwing error-catching publisher; prefer `tryCatch(_:)`.
    public init(upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher) {
      self.upstream = upstream
      self.handler = handler
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      catching(upstream, subscriber, handler, failures: .erased)
    }
  }

  /// A publisher that attempts to recreate its subscription to a failed upstream publisher.
  public struct Retry<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The maximum number of retry attempts to perform; `nil` retries without limit.
    public let retries: Int?

    /// Creates a retrying publisher; prefer `retry(_:)`.
    public init(upstream: Upstream, retries: Int?) {
      self.upstream = upstream
      self.retries = retries
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let relay = Relay(downstream: subscriber)
      let upstream = self.upstream
      var remaining = retries
      func attempt() {
        relay.subscribe(to: upstream) { completion in
          guard case .failure = completion, remaining.map({ $0 > 0 }) ?? true else {
            return relay.finish(completion)
          }
          remaining = remaining.map { $0 - 1 }
          attempt()
        }
      }
      relay.start()
      attempt()
    }
  }
}

/// Subscribes `downstream` to catch or tryCatch: the upstream's values, then on its failure
/// those of the publisher `handler` makes from the error, whose completion (its failure mapped
/// by `failures`) ends the stream. An error `handler` throws ends the stream at once.
private func catching<Upstream: Publisher, NewPublisher: Publisher, Thrown, Downstream: Subscriber>(
  _ upstream: Upstream, _ downstream: Downstream,
  _ handler: @escaping (Upstream.Failure) throws(Thrown) -> NewPublisher,
  failures: FailureMapping<NewPublisher.Failure, Thrown, Downstream.Failure>
) where Upstream.Output == Downstream.Input, NewPublisher.Output == Downstream.Input {
  let relay = Relay(downstream: downstream)
  relay.start()
  relay.subscribe(to: upstream) { completion in
    guard case .failure(let error) = completion else { return relay.finish(.finished) }
    do throws(Thrown) {
      let next = try handler(error)
      relay.subscribe(to: next) { relay.finish($0.mapFailure(failures.upstream)) }
    } catch {
      relay.finish(.failure(failures.thrown(error)))
    }
  }
}

extension Publishers.Retry: Equatable where Upstream: Equatable {}

extension Publisher {
  /// Handles errors from an upstream publisher by replacing it with another publisher.
  ///
  /// ```swift
  /// fetch().catch { _ in Just([]) }
  /// ```
  public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P)
    -> Publishers.Catch<
      Self, P
    > where Output == P.Output
  {
    Publishers.Catch(upstream: self, handler: handler)
  }

  /// Handles errors from an upstream publisher by replacing it with another publisher, or by
  /// throwing a new error.
  public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P)
    -> Publishers.TryCatch<Self, P> where Output == P.Output
  {
    Publishers.TryCatch(upstream: self, handler: handler)
  }

  /// Attempts to recreate a failed subscription with the upstream publisher up to the number of
  /// times you specify (a negative number retries none).
  public func retry(_ retries: Int) -> Publishers.Retry<Self> {
    Publishers.Retry(upstream: self, retries: retries)
  }
}
