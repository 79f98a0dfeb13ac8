extension Publishers {
  /// A publisher that transforms elements by applying a closure that receives the closure's
  /// previous return value and the next element.
  public struct Scan<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The previous result, used the first time.
    public let initialResult: Output
    /// A closure that takes the previous result and the next element and returns the new one.
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    /// Creates a scanning publisher; prefer `scan(_:_:)`.
    public init(
      upstream: Upstream, initialResult: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) -> Output
    ) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        accumulating(subscriber, initialResult, nextPartialResult, failures: .kept, reduces: false))
    }
  }

  /// A publisher that transforms elements with an error-throwing closure that receives its
  /// previous return value and the next element.
  public struct TryScan<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The previous result, used the first time.
    public let initialResult: Output
    /// An error-throwing closure that takes the previous result and the next element.
    public let nextPartialResult: (Output, Upstream.Output) throws -> Output

    /// Creates a throwing scanning publisher; prefer `tryScan(_:_:)`.
    public init(
      upstream: Upstream, initialResult: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output
    ) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        accumulating(
          subscriber, initialResult, nextPartialResult, failures: .erased, reduces: false))
    }
  }
}

/// The subscriber of scan, reduce and their `try` forms: each element is folded into the
/// result. A scan publishes every result; a reducer (`reduces`) asks its upstream for everything
/// and publishes only the last result, when the upstream finishes.
func accumulating<Input, UpstreamFailure, Thrown, Downstream: Subscriber>(
  _ downstream: Downstream, _ initial: Downstream.Input,
  _ next: @escaping (Downstream.Input, Input) throws(Thrown) -> Downstream.Input,
  failures: FailureMapping<UpstreamFailure, Thrown, Downstream.Failure>, reduces: Bool
) -> OperatorSubscriber<Input, UpstreamFailure, Thrown, Downstream> {
  var result = initial
  return OperatorSubscriber(
    downstream: downstream, mode: reduces ? .unlimited : .passThrough, failures: failures,
    last: { reduces ? result : nil }
  ) { value throws(Thrown) in
    result = try next(result, value)
    return reduces ? .skip : .emit(result)
  }
}

extension Publisher {
  /// Transforms elements by applying a closure that receives its previous return value and the
  /// next element, publishing every intermediate result.
  ///
  /// ```swift
  /// [1, 2, 3].publisher.scan(0, +)  // 1, 3, 6
  /// ```
  public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
    -> Publishers.Scan<Self, T>
  {
    Publishers.Scan(
      upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }

  /// Like `scan(_:_:)` with an error-throwing closure; a thrown error ends the stream.
  public func tryScan<T>(
    _ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T
  ) -> Publishers.TryScan<Self, T> {
    Publishers.TryScan(
      upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }
}
