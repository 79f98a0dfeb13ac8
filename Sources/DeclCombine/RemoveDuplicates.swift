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
      let kept = PreviousElement<Output>()
      upstream.subscribe(
        StepSubscriber(downstream: subscriber) { kept.repeats($0, predicate) ? nil : $0 })
    }
  }

  /// A publisher that publishes only elements that don't match the previous element, as
  /// evaluated by a provided error-throwing closure.
  public struct TryRemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// An error-throwing closure to evaluate whether two elements are equivalent, for purposes
    /// of filtering.
    public let predicate: (Output, Output) throws -> Bool

    /// Creates a deduplicating publisher; prefer `tryRemoveDuplicates(by:)`.
    public init(upstream: Upstream, predicate: @escaping (Output, Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      let kept = PreviousElement<Output>()
      upstream.subscribe(
        OperatorSubscriber(downstream: subscriber, failures: .erased) { value in
          try kept.repeats(value, predicate) ? .skip : .emit(value)
        })
    }
  }
}

/// The element removeDuplicates and its try form compare against. Each subscription has its
/// own; upstreams deliver serially (the Publisher contract), so it needs no lock.
private final class PreviousElement<Element> {
  private var previous: Element?

  /// Whether `value` repeats the kept element under `predicate`; one that does not is kept.
  func repeats<Thrown: Error>(
    _ value: Element, _ predicate: (Element, Element) throws(Thrown) -> Bool
  ) throws(Thrown) -> Bool {
    if let last = previous, try predicate(last, value) { return true }
    previous = value
    return false
  }
}

extension Publisher {
  /// Publishes only elements that don't match the previous element, as judged by `predicate`.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool)
    -> Publishers.RemoveDuplicates<Self>
  {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }

  /// Publishes only elements that don't match the previous element, as judged by an
  /// error-throwing closure; a thrown error ends the stream.
  public func tryRemoveDuplicates(by predicate: @escaping (Output, Output) throws -> Bool)
    -> Publishers.TryRemoveDuplicates<Self>
  {
    Publishers.TryRemoveDuplicates(upstream: self, predicate: predicate)
  }
}

extension Publisher where Output: Equatable {
  /// Publishes only elements that don't match the previous element.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    removeDuplicates(by: ==)
  }
}
