extension Publishers {
  /// A publisher that emits all of one publisher's elements before those from another
  /// publisher.
  public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
  where Prefix.Failure == Suffix.Failure, Prefix.Output == Suffix.Output {
    public typealias Output = Suffix.Output
    public typealias Failure = Suffix.Failure

    /// The publisher to republish, in its entirety, before republishing elements from
    /// `suffix`.
    public let prefix: Prefix
    /// The publisher to republish only after `prefix` finishes.
    public let suffix: Suffix

    /// Creates a concatenating publisher; prefer `append(_:)` or `prepend(_:)`.
    public init(prefix: Prefix, suffix: Suffix) {
      self.prefix = prefix
      self.suffix = suffix
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let relay = Relay(downstream: subscriber)
      let suffix = self.suffix
      relay.start()
      relay.subscribe(to: prefix) { completion in
        guard case .finished = completion else { return relay.finish(completion) }
        relay.subscribe(to: suffix) { relay.finish($0) }
      }
    }
  }
}

extension Publishers.Concatenate: Equatable where Prefix: Equatable, Suffix: Equatable {}

extension Publisher {
  /// Prefixes the output of this publisher with the specified values.
  public func prepend(_ elements: Output...)
    -> Publishers.Concatenate<
      Publishers.Sequence<[Output], Failure>, Self
    >
  {
    prepend(Publishers.Sequence(sequence: elements))
  }

  /// Prefixes the output of this publisher with the elements of a sequence.
  public func prepend<S: Swift.Sequence>(_ elements: S)
    -> Publishers.Concatenate<
      Publishers.Sequence<S, Failure>, Self
    > where Output == S.Element
  {
    prepend(Publishers.Sequence(sequence: elements))
  }

  /// Prefixes the output of this publisher with the elements emitted by the given publisher.
  public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self>
  where Failure == P.Failure, Output == P.Output {
    Publishers.Concatenate(prefix: publisher, suffix: self)
  }

  /// Appends the specified values to this publisher's output, after it finishes.
  public func append(_ elements: Output...)
    -> Publishers.Concatenate<
      Self, Publishers.Sequence<[Output], Failure>
    >
  {
    append(Publishers.Sequence(sequence: elements))
  }

  /// Appends the elements of a sequence to this publisher's output, after it finishes.
  public func append<S: Swift.Sequence>(_ elements: S)
    -> Publishers.Concatenate<
      Self, Publishers.Sequence<S, Failure>
    > where Output == S.Element
  {
    append(Publishers.Sequence(sequence: elements))
  }

  /// Appends the output of another publisher, subscribed to after this one finishes.
  public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P>
  where Failure == P.Failure, Output == P.Output {
    Publishers.Concatenate(prefix: self, suffix: publisher)
  }
}
