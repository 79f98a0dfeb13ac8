extension Publishers {
  /// A publisher that omits a specified number of elements before republishing later ones.
  public struct Drop<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The number of elements to drop (a negative count drops none).
    public let count: Int

    /// Creates a publisher that drops the first `count` elements; prefer `dropFirst(_:)`.
    public init(upstream: Upstream, count: Int) {
      self.upstream = upstream
      self.count = count
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      var remaining = count
      upstream.subscribe(
        OperatorSubscriber(downstream: subscriber, mapError: { $0 }) { value in
          guard remaining > 0 else { return .emit(value) }
          remaining -= 1
          return .skip
        })
    }
  }

  /// A publisher that omits elements from an upstream publisher until a given closure returns
  /// false.
  public struct DropWhile<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The closure that indicates whether to drop the element.
    public let predicate: (Upstream.Output) -> Bool

    /// Creates a publisher that drops elements while `predicate` holds; prefer `drop(while:)`.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(droppingWhile(subscriber, predicate, failures: .kept))
    }
  }

  /// A publisher that omits elements from an upstream publisher until a given error-throwing
  /// closure returns false.
  public struct TryDropWhile<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The error-throwing closure that indicates whether to drop the element.
    public let predicate: (Upstream.Output) throws -> Bool

    /// Creates a throwing drop-while publisher; prefer `tryDrop(while:)`.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(droppingWhile(subscriber, predicate, failures: .erased))
    }
  }
}

/// The subscriber of drop(while:) and tryDrop(while:): drops elements until the predicate
/// first says no, then publishes every element.
private func droppingWhile<UpstreamFailure, Thrown, Downstream: Subscriber>(
  _ downstream: Downstream, _ predicate: @escaping (Downstream.Input) throws(Thrown) -> Bool,
  failures: FailureMapping<UpstreamFailure, Thrown, Downstream.Failure>
) -> OperatorSubscriber<Downstream.Input, UpstreamFailure, Thrown, Downstream> {
  var dropping = true
  return OperatorSubscriber(downstream: downstream, failures: failures) { value throws(Thrown) in
    if dropping { dropping = try predicate(value) }
    return dropping ? .skip : .emit(value)
  }
}

extension Publisher {
  /// Omits the specified number of elements before republishing subsequent elements.
  public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
    Publishers.Drop(upstream: self, count: count)
  }

  /// Omits elements from the upstream publisher until a given closure returns false.
  public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
    Publishers.DropWhile(upstream: self, predicate: predicate)
  }

  /// Omits elements until an error-throwing closure returns false; a thrown error ends the
  /// stream.
  public func tryDrop(while predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryDropWhile<Self>
  {
    Publishers.TryDropWhile(upstream: self, predicate: predicate)
  }
}
