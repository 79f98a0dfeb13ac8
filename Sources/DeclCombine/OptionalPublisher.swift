extension Optional {
  /// A publisher that publishes this optional's value to each subscriber exactly once, if it
  /// has one, then finishes.
  public var publisher: Publisher {
    Publisher(self)
  }

  /// A publisher that publishes an optional value to each subscriber exactly once, if the
  /// optional has a value; a `nil` optional finishes at once.
  public struct Publisher: DeclCombine.Publisher {
    public typealias Output = Wrapped
    public typealias Failure = Never

    /// The result to deliver to each subscriber.
    public let output: Wrapped?

    /// Creates a publisher to emit the value of the optional, or to finish immediately if the
    /// optional doesn't have a value.
    public init(_ output: Output?) {
      self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
      guard let output else {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .finished)
        return
      }
      subscriber.receive(subscription: JustSubscription(output, to: subscriber))
    }
  }
}

extension Optional.Publisher: Equatable where Wrapped: Equatable {}
extension Optional.Publisher: Sendable where Wrapped: Sendable {}
