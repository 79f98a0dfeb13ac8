/// A type-erasing subscriber.
///
/// Forwards to a wrapped subscriber, or to closures; the combine identifier of a wrapped
/// subscriber is kept so that publishers can still tell streams apart.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
  public let combineIdentifier: CombineIdentifier
  private let receiveSubscription: ((any Subscription) -> Void)?
  private let receiveValue: ((Input) -> Subscribers.Demand)?
  private let receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?

  /// Creates a type-erasing subscriber to wrap an existing subscriber.
  public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
    if let erased = subscriber as? AnySubscriber<Input, Failure> {
      self = erased
      return
    }
    combineIdentifier = subscriber.combineIdentifier
    receiveSubscription = subscriber.receive(subscription:)
    receiveValue = subscriber.receive(_:)
    receiveCompletion = subscriber.receive(completion:)
  }

  /// Creates a type-erasing subscriber that executes the provided closures.
  public init(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveValue: ((Input) -> Subscribers.Demand)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
  ) {
    combineIdentifier = CombineIdentifier()
    self.receiveSubscription = receiveSubscription
    self.receiveValue = receiveValue
    self.receiveCompletion = receiveCompletion
  }

  public var description: String { "Anonymous AnySubscriber" }

  public func receive(subscription: any Subscription) {
    receiveSubscription?(subscription)
  }

  public func receive(_ input: Input) -> Subscribers.Demand {
    receiveValue?(input) ?? .none
  }

  public func receive(completion: Subscribers.Completion<Failure>) {
    receiveCompletion?(completion)
  }
}
