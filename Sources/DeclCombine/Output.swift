extension Publishers {
  /// A publisher that publishes elements specified by a range in the sequence of published
  /// elements, then finishes.
  public struct Output<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The range of elements to publish.
    public let range: CountableRange<Int>

    /// Creates a publisher of the elements in `range`; prefer `output(in:)` or `prefix(_:)`.
    public init(upstream: Upstream, range: CountableRange<Int>) {
      self.upstream = upstream
      self.range = range
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      // Negative bounds count from the first element.
      let range = Swift.max(0, range.lowerBound)..<Swift.max(0, range.upperBound)
      var index = 0
      upstream.subscribe(
        OperatorSubscriber(downstream: subscriber, mapError: { $0 }) { value in
          defer { index += 1 }
          if index < range.lowerBound { return .skip }
          if index + 1 == range.upperBound { return .emitAndFinish(value) }
          return range.contains(index) ? .emit(value) : .finish(.finished)
        })
    }
  }

  /// A publisher that republishes elements while a predicate closure indicates publishing
  /// should continue.
  public struct PrefixWhile<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The closure that determines whether publishing should continue.
    public let predicate: (Upstream.Output) -> Bool

    /// Creates a publisher that republishes while `predicate` holds; prefer `prefix(while:)`.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(prefixWhile(subscriber, predicate, failures: .kept))
    }
  }

  /// A publisher that republishes elements while an error-throwing predicate closure indicates
  /// publishing should continue.
  public struct TryPrefixWhile<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The error-throwing closure that determines whether publishing should continue.
    public let predicate: (Upstream.Output) throws -> Bool

    /// Creates a throwing prefix-while publisher; prefer `tryPrefix(while:)`.
    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(prefixWhile(subscriber, predicate, failures: .erased))
    }
  }
}

/// The subscriber of prefix(while:) and tryPrefix(while:): publishes elements until the
/// predicate first says no, then finishes and cancels the upstream.
private func prefixWhile<UpstreamFailure, Thrown, Downstream: Subscriber>(
  _ downstream: Downstream, _ predicate: @escaping (Downstream.Input) throws(Thrown) -> Bool,
  failures: FailureMapping<UpstreamFailure, Thrown, Downstream.Failure>
) -> OperatorSubscriber<Downstream.Input, UpstreamFailure, Thrown, Downstream> {
  OperatorSubscriber(downstream: downstream, failures: failures) { value throws(Thrown) in
    try predicate(value) ? .emit(value) : .finish(.finished)
  }
}

extension Publisher {
  /// Publishes only the element at the given index, then finishes.
  public func output(at index: Int) -> Publishers.Output<Self> {
    // No element has the index `Int.max`; `index...index` would overflow there.
    Publishers.Output(upstream: self, range: index..<(index == .max ? index : index + 1))
  }

  /// Publishes the elements whose indices fall in the given range, then finishes.
  public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self>
  where R.Bound == Int {
    Publishers.Output(upstream: self, range: range.relative(to: 0..<Int.max))
  }

  /// Republishes elements up to the specified maximum count, then finishes.
  public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
    output(in: 0..<Swift.max(0, maxLength))
  }

  /// Republishes elements while a predicate closure indicates publishing should continue.
  public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
    Publishers.PrefixWhile(upstream: self, predicate: predicate)
  }

  /// Republishes elements while an error-throwing predicate closure indicates publishing
  /// should continue; a thrown error ends the stream.
  public func tryPrefix(while predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryPrefixWhile<Self>
  {
    Publishers.TryPrefixWhile(upstream: self, predicate: predicate)
  }
}
