extension Publishers {
  /// A publisher that publishes only elements that don't match the previous element.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A closure to evaluate whether two elements are equivalent, for purposes of filtering.
    public let predicate: (Upstream.Output, Upstream.Output) -> Bool

    /// Creates a deduplicating publisher; prefer `removeDuplicates(by:)`.
    public init(
      upstream: Upstream, predicate: @escaping (Upstream.Output, Upstream.Output) -> Bool
    ) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      // Each subscription compares against its own previous element. Upstreams deliver
      // serially (the Publisher contract), so the captured state needs no lock.
      var previous: Output?
      upstream.subscribe(
        StepSubscriber(downstream: subscriber) { value in
          if let last = previous, predicate(last, value) { return nil }
          previous = value
          return value
        })
    }
  }
}

extension Publisher {
  /// Publishes only elements that don't match the previous element, as judged by `predicate`.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool)
    -> Publishers.RemoveDuplicates<Self>
  {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }
}

extension Publisher where Output: Equatable {
  /// Publishes only elements that don't match the previous element.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    removeDuplicates(by: ==)
  }
}
