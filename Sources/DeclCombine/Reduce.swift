// The reducers: each asks its upstream for everything, then publishes one value when the
// upstream finishes (held until the downstream asks for it). A failure is passed on instead.

extension Publishers {
  /// A publisher that applies a closure to all received elements and produces an accumulated
  /// value when the upstream publisher finishes.
  public struct Reduce<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The initial value provided on the first invocation of the closure.
    public let initial: Output
    /// A closure that takes the previously-accumulated value and the next element.
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    /// Creates a reducing publisher; prefer `reduce(_:_:)`.
    public init(
      upstream: Upstream, initial: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) -> Output
    ) {
      self.upstream = upstream
      self.initial = initial
      self.nextPartialResult = nextPartialResult
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        accumulating(subscriber, initial, nextPartialResult, failures: .kept, reduces: true))
    }
  }

  /// A publisher that applies an error-throwing closure to all received elements and produces
  /// an accumulated value when the upstream publisher finishes.
  public struct TryReduce<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The initial value provided on the first invocation of the closure.
    public let initial: Output
    /// An error-throwing closure that takes the previously-accumulated value and the next
    /// element.
    public let nextPartialResult: (Output, Upstream.Output) throws -> Output

    /// Creates a throwing reducing publisher; prefer `tryReduce(_:_:)`.
    public init(
      upstream: Upstream, initial: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
    ) {
      self.upstream = upstream
      self.initial = initial
      self.nextPartialResult = nextPartialResult
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        accumulating(subscriber, initial, nextPartialResult, failures: .erased, reduces: true))
    }
  }

  /// A publisher that buffers items into an array and publishes it when the upstream finishes.
  public struct Collect<Upstream: Publisher>: Publisher {
    public typealias Output = [Upstream.Output]
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    /// Creates a collecting publisher; prefer `collect()`.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      var buffer: Output = []
      upstream.subscribe(
        OperatorSubscriber(
          downstream: subscriber, mode: .unlimited, failures: .kept, last: { buffer }
        ) { value in
          buffer.append(value)
          return .skip
        })
    }
  }

  /// A publisher that buffers a maximum number of items and publishes each full buffer.
  public struct CollectByCount<Upstream: Publisher>: Publisher {
    public typealias Output = [Upstream.Output]
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The maximum number of received elements to buffer before publishing.
    public let count: Int

    /// Creates a publisher of arrays of `count` elements; prefer `collect(_:)`.
    public init(upstream: Upstream, count: Int) {
      self.upstream = upstream
      self.count = count
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      // A count below one would never fill a buffer; it collects one element at a time.
      let size = Swift.max(1, count)
      var buffer: [Upstream.Output] = []
      upstream.subscribe(
        OperatorSubscriber(
          downstream: subscriber, failures: .kept, last: { buffer.isEmpty ? nil : buffer }
        ) { value in
          buffer.append(value)
          guard buffer.count == size else { return .skip }
          defer { buffer = [] }
          return .emit(buffer)
        })
    }
  }

  /// A publisher that publishes only the last element of a stream, after the stream finishes.
  public struct Last<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    /// Creates a publisher of the last element; prefer `last()`.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      LastWhere(upstream: upstream) { _ in true }.receive(subscriber: subscriber)
    }
  }

  /// A publisher that publishes the last element that satisfies a predicate, after the stream
  /// finishes.
  public struct LastWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The closure that determines whether to publish an element.
    public let predicate: (Upstream.Output) -> Bool

    /// Creates a publisher of the last matching element; prefer `last(where:)`.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(lastMatching(subscriber, predicate, failures: .kept))
    }
  }

  /// A publisher that publishes the last element that satisfies an error-throwing predicate,
  /// after the stream finishes.
  public struct TryLastWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The error-throwing closure that determines whether to publish an element.
    public let predicate: (Upstream.Output) throws -> Bool

    /// Creates a publisher of the last matching element; prefer `tryLast(where:)`.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(lastMatching(subscriber, predicate, failures: .erased))
    }
  }

  /// A publisher that ignores all upstream elements, but passes along the completion.
  public struct IgnoreOutput<Upstream: Publisher>: Publisher {
    public typealias Output = Never
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    /// Creates a publisher that ignores elements; prefer `ignoreOutput()`.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        OperatorSubscriber(downstream: subscriber, mode: .unlimited, mapError: { $0 }) { _ in
          .skip
        })
    }
  }
}

/// The subscriber of last(where:) and tryLast(where:): keeps the last element that matches.
private func lastMatching<UpstreamFailure, Thrown, Downstream: Subscriber>(
  _ downstream: Downstream, _ predicate: @escaping (Downstream.Input) throws(Thrown) -> Bool,
  failures: FailureMapping<UpstreamFailure, Thrown, Downstream.Failure>
) -> OperatorSubscriber<Downstream.Input, UpstreamFailure, Thrown, Downstream> {
  var last: Downstream.Input?
  return OperatorSubscriber(
    downstream: downstream, mode: .unlimited, failures: failures, last: { last }
  ) { value throws(Thrown) in
    if try predicate(value) { last = value }
    return .skip
  }
}

extension Publisher {
  /// Applies a closure to all elements and publishes the final result when the upstream
  /// finishes.
  public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
    -> Publishers.Reduce<Self, T>
  {
    Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
  }

  /// Like `reduce(_:_:)` with an error-throwing closure; a thrown error ends the stream.
  public func tryReduce<T>(
    _ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T
  ) -> Publishers.TryReduce<Self, T> {
    Publishers.TryReduce(
      upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
  }

  /// Collects all received elements, and emits a single array when the upstream finishes.
  public func collect() -> Publishers.Collect<Self> {
    Publishers.Collect(upstream: self)
  }

  /// Collects up to `count` elements and emits them as an array; a partial array is emitted
  /// when the upstream finishes (a count below one counts as one).
  public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
    Publishers.CollectByCount(upstream: self, count: count)
  }

  /// Publishes the last element of a stream, after the stream finishes.
  public func last() -> Publishers.Last<Self> {
    Publishers.Last(upstream: self)
  }

  /// Publishes the last element that satisfies a predicate, after the stream finishes.
  public func last(where predicate: @escaping (Output) -> Bool) -> Publishers.LastWhere<Self> {
    Publishers.LastWhere(upstream: self, predicate: predicate)
  }

  /// Publishes the last element that satisfies an error-throwing predicate.
  public func tryLast(where predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryLastWhere<Self>
  {
    Publishers.TryLastWhere(upstream: self, predicate: predicate)
  }

  /// Ignores all upstream elements, but passes along the completion.
  public func ignoreOutput() -> Publishers.IgnoreOutput<Self> {
    Publishers.IgnoreOutput(upstream: self)
  }
}
