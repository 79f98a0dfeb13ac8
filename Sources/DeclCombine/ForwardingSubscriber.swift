/// Subscribes a many-upstream core (merge, combineLatest, zip) to one of its upstreams: each
/// event goes to the closure for it, which tells the core which upstream it came from. It asks
/// for nothing itself; the core requests through the subscription it is given.
final class ForwardingSubscriber<Input, Failure: Error>: Subscriber {
  private let onSubscription: (any Subscription) -> Void
  private let onValue: (Input) -> Void
  private let onCompletion: (Subscribers.Completion<Failure>) -> Void

  init(
    onSubscription: @escaping (any Subscription) -> Void, onValue: @escaping (Input) -> Void,
    onCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
  ) {
    self.onSubscription = onSubscription
    self.onValue = onValue
    self.onCompletion = onCompletion
  }

  func receive(subscription: any Subscription) {
    onSubscription(subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    onValue(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    onCompletion(completion)
  }
}
