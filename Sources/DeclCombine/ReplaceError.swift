extension Publishers {
  /// A publisher that replaces any error in the stream with a provided element, then finishes.
  public struct ReplaceError<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Never

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The element with which to replace errors from the upstream publisher.
    public let output: Upstream.Output

    /// Creates an error-replacing publisher; prefer `replaceError(with:)`.
    public init(upstream: Upstream, output: Upstream.Output) {
      self.upstream = upstream
      self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let replacement = output
      upstream.subscribe(
        OperatorSubscriber(
          downstream: subscriber, step: { .emit($0) },
          end: { completion in
            switch completion {
            case .finished: (nil, .finished)
            case .failure: (replacement, .finished)
            }
          }))
    }
  }

  /// A publisher that replaces an empty stream with a provided element.
  public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The element to deliver when the upstream publisher finishes without delivering any
    /// elements.
    public let output: Upstream.Output

    /// Creates an empty-replacing publisher; prefer `replaceEmpty(with:)`.
    public init(upstream: Upstream, output: Upstream.Output) {
      self.upstream = upstream
      self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let replacement = output
      var empty = true
      upstream.subscribe(
        OperatorSubscriber(
          downstream: subscriber, failures: .kept, last: { empty ? replacement : nil }
        ) { value in
          empty = false
          return .emit(value)
        })
    }
  }

  /// A publisher that raises a fatal error upon receiving any failure, and otherwise
  /// republishes all received input.
  public struct AssertNoFailure<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Never

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The string used at the beginning of the fatal error message.
    public let prefix: String
    /// The filename used in the error message.
    public let file: StaticString
    /// The line number used in the error message.
    public let line: UInt

    /// Creates an asserting publisher; prefer `assertNoFailure(_:file:line:)`.
    public init(upstream: Upstream, prefix: String, file: StaticString, line: UInt) {
      self.upstream = upstream
      self.prefix = prefix
      self.file = file
      self.line = line
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let (prefix, file, line) = (self.prefix, self.file, self.line)
      upstream.subscribe(
        OperatorSubscriber(
          downstream: subscriber,
          mapError: { error in
            let lead = prefix.isEmpty ? "" : prefix + ": "
            fatalError("\(lead)Unexpected failure: \(error)", file: file, line: line)
          }
        ) { .emit($0) })
    }
  }
}

extension Publisher {
  /// Replaces any error in the stream with the provided element, then finishes.
  public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
    Publishers.ReplaceError(upstream: self, output: output)
  }

  /// Replaces an empty stream with the provided element.
  public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
    Publishers.ReplaceEmpty(upstream: self, output: output)
  }

  /// Replaces `nil` elements in the stream with the provided element.
  public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
    map { $0 ?? output }
  }

  /// Raises a fatal error when the upstream publisher fails, and otherwise republishes all
  /// received input.
  public func assertNoFailure(
    _ prefix: String = "", file: StaticString = #file, line: UInt = #line
  ) -> Publishers.AssertNoFailure<Self> {
    Publishers.AssertNoFailure(upstream: self, prefix: prefix, file: file, line: line)
  }
}
