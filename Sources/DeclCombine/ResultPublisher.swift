extension Result {
  /// A publisher that publishes this result's value then finishes, or fails with its error.
  public var publisher: Publisher {
    Publisher(self)
  }

  /// A publisher that publishes an output to each subscriber exactly once then finishes, or
  /// fails immediately without producing any elements.
  public struct Publisher: DeclCombine.Publisher {
    public typealias Output = Success

    /// The result to deliver to each subscriber.
    public let result: Result<Output, Failure>

    /// Creates a publisher that delivers the specified result.
    public init(_ result: Result<Output, Failure>) {
      self.result = result
    }

    /// Creates a publisher that sends the specified output to all subscribers and finishes.
    public init(_ output: Output) {
      self.init(.success(output))
    }

    /// Creates a publisher that immediately sends the specified failure to all subscribers.
    public init(_ failure: Failure) {
      self.init(.failure(failure))
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      switch result {
      case .success(let output):
        subscriber.receive(subscription: JustSubscription(output, to: subscriber))
      case .failure(let error):
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
      }
    }
  }
}

extension Result.Publisher: Equatable where Success: Equatable, Failure: Equatable {}
