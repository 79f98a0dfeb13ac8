extension Publishers {
  /// When a `Buffer` asks its upstream for values.
  public enum PrefetchStrategy: Sendable {
    /// Asks for `size` values as soon as it is subscribed.
    case keepFull
    /// Asks for values as the downstream does.
    case byRequest
  }

  /// What a `Buffer` does with a value that arrives when it is full.
  public enum BufferingStrategy<Failure: Error> {
    /// Drops the value that arrived.
    case dropNewest
    /// Drops the oldest value in the buffer.
    case dropOldest
    /// Fails with the error made by the closure.
    case customError(() -> Failure)
  }

  /// A publisher that buffers values from an upstream publisher.
  ///
  /// Decl's subscribers ask for what they can take as values arrive, so the buffer never
  /// fills: values pass straight through, in order, and none is dropped.
  public struct Buffer<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The most values the buffer holds.
    public let size: Int
    /// When the buffer asks its upstream for values.
    public let prefetch: PrefetchStrategy
    /// What the buffer does when a value arrives while it is full.
    public let whenFull: BufferingStrategy<Upstream.Failure>

    /// Creates a buffer; prefer `buffer(size:prefetch:whenFull:)`.
    public init(
      upstream: Upstream, size: Int, prefetch: PrefetchStrategy,
      whenFull: BufferingStrategy<Failure>
    ) {
      self.upstream = upstream
      self.size = size
      self.prefetch = prefetch
      self.whenFull = whenFull
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(subscriber)
    }
  }
}

extension Publisher {
  /// Buffers values from this publisher: up to `size` of them, asked for as `prefetch` says,
  /// with `whenFull` deciding what happens to one more.
  public func buffer(
    size: Int, prefetch: Publishers.PrefetchStrategy,
    whenFull: Publishers.BufferingStrategy<Failure>
  ) -> Publishers.Buffer<Self> {
    Publishers.Buffer(upstream: self, size: size, prefetch: prefetch, whenFull: whenFull)
  }
}
