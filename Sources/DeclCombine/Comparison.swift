// count, min and max: reducers that ask the upstream for everything and publish one value when
// it finishes (min and max publish nothing for an empty upstream). A failure is passed on.

extension Publishers {
  /// A publisher that publishes the number of elements received from the upstream publisher.
  public struct Count<Upstream: Publisher>: Publisher {
    public typealias Output = Int
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream

    /// Creates a counting publisher; prefer `count()`.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      Reduce(upstream: upstream, initial: 0) { count, _ in count + 1 }
        .receive(subscriber: subscriber)
    }
  }

  /// A publisher that republishes items from another publisher only if each new item is in
  /// increasing order from the previously-published item: the minimum or maximum element.
  public struct Comparison<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher that this publisher receives elements from.
    public let upstream: Upstream
    /// A closure that receives two elements and returns true if they are in increasing order;
    /// an element replaces the one kept so far when `areInIncreasingOrder(kept, element)`.
    public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) -> Bool

    /// Creates a comparing publisher; prefer `min()`, `max()`, `min(by:)` or `max(by:)`.
    public init(
      upstream: Upstream,
      areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) -> Bool
    ) {
      self.upstream = upstream
      self.areInIncreasingOrder = areInIncreasingOrder
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(keepingBest(subscriber, areInIncreasingOrder, failures: .kept))
    }
  }

  /// A publisher that republishes items from another publisher only if each new item is in
  /// increasing order from the previously-published item, and fails if the ordering logic
  /// throws an error.
  public struct TryComparison<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    /// The publisher that this publisher receives elements from.
    public let upstream: Upstream
    /// A closure that receives two elements and returns true if they are in increasing order.
    public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) throws -> Bool

    /// Creates a comparing publisher; prefer `tryMin(by:)` or `tryMax(by:)`.
    public init(
      upstream: Upstream,
      areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) throws -> Bool
    ) {
      self.upstream = upstream
      self.areInIncreasingOrder = areInIncreasingOrder
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(keepingBest(subscriber, areInIncreasingOrder, failures: .erased))
    }
  }
}

/// The subscriber of min, max and their `try` forms: keeps the element that `replaces` (given
/// the kept one and a new one) prefers, and publishes it when the upstream finishes.
private func keepingBest<UpstreamFailure, Thrown, Downstream: Subscriber>(
  _ downstream: Downstream,
  _ replaces: @escaping (Downstream.Input, Downstream.Input) throws(Thrown) -> Bool,
  failures: FailureMapping<UpstreamFailure, Thrown, Downstream.Failure>
) -> OperatorSubscriber<Downstream.Input, UpstreamFailure, Thrown, Downstream> {
  var kept: Downstream.Input?
  return OperatorSubscriber(
    downstream: downstream, mode: .unlimited, failures: failures, last: { kept }
  ) { value throws(Thrown) in
    if let current = kept, try !replaces(current, value) { return .skip }
    kept = value
    return .skip
  }
}

extension Publisher {
  /// Publishes the number of elements received from the upstream publisher, when it finishes.
  public func count() -> Publishers.Count<Self> {
    Publishers.Count(upstream: self)
  }

  /// Publishes the minimum value received from the upstream publisher, using the provided
  /// ordering closure, after the upstream finishes.
  public func min(by areInIncreasingOrder: @escaping (Output, Output) -> Bool)
    -> Publishers.Comparison<Self>
  {
    Publishers.Comparison(upstream: self) { kept, new in areInIncreasingOrder(new, kept) }
  }

  /// Publishes the maximum value received from the upstream publisher, using the provided
  /// ordering closure, after the upstream finishes.
  public func max(by areInIncreasingOrder: @escaping (Output, Output) -> Bool)
    -> Publishers.Comparison<Self>
  {
    Publishers.Comparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
  }

  /// Publishes the minimum value received from the upstream publisher, using the provided
  /// error-throwing closure to order the items.
  public func tryMin(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool)
    -> Publishers.TryComparison<Self>
  {
    Publishers.TryComparison(upstream: self) { kept, new in try areInIncreasingOrder(new, kept) }
  }

  /// Publishes the maximum value received from the upstream publisher, using the provided
  /// error-throwing closure to order the items.
  public func tryMax(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool)
    -> Publishers.TryComparison<Self>
  {
    Publishers.TryComparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
  }
}

extension Publisher where Output: Comparable {
  /// Publishes the minimum value received from the upstream publisher, after it finishes.
  public func min() -> Publishers.Comparison<Self> {
    min(by: <)
  }

  /// Publishes the maximum value received from the upstream publisher, after it finishes.
  public func max() -> Publishers.Comparison<Self> {
    max(by: <)
  }
}
