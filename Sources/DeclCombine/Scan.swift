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
      let next = nextPartialResult
      var result = initialResult
      upstream.subscribe(
        OperatorSubscriber(downstream: subscriber, mapError: { $0 }) { value in
          result = next(result, value)
          return .emit(result)
        })
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
      let next = nextPartialResult
      var result = initialResult
      upstream.subscribe(
        OperatorSubscriber(downstream: subscriber, mapError: { $0 }) { value in
          do {
            result = try next(result, value)
            return .emit(result)
          } catch {
            return .finish(.failure(error))
          }
        })
    }
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
