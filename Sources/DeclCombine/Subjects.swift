/// A publisher that exposes a method for outside callers to publish elements.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Sends a value to the subscriber.
  func send(_ value: Output)
  /// Sends a completion signal to the subscriber.
  func send(completion: Subscribers.Completion<Failure>)
  /// Provides this subject an upstream subscription, as when it subscribes to a publisher.
  func send(subscription: any Subscription)
}

extension Subject where Output == Void {
  /// Sends a void value to the subscriber.
  public func send() {
    send(())
  }
}

/// A subject that broadcasts elements to downstream subscribers, keeping no value.
///
/// Values sent while a subscriber has no outstanding demand are dropped for that subscriber.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
  private let core = SubjectCore<Output, Failure>()

  /// Creates a subject with no subscribers.
  public init() {}

  public func send(_ input: Output) {
    core.storeThenSend(input)
  }

  public func send(completion: Subscribers.Completion<Failure>) {
    core.send(completion: completion)
  }

  public func send(subscription: any Subscription) {
    core.send(subscription: subscription)
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    core.attach(subscriber)
  }
}

/// A subject that wraps a single value and publishes a new element whenever the value changes.
///
/// New subscribers receive the current value first. Unlike `@Published`, the value is stored
/// before subscribers hear of it, so reading `value` inside a sink sees the new value.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
  private let core: SubjectCore<Output, Failure>

  /// Creates a current value subject with the given initial value.
  public init(_ value: Output) {
    core = SubjectCore(current: value)
  }

  /// The value wrapped by this subject; setting it publishes the new value.
  public var value: Output {
    get { core.value }
    set { send(newValue) }
  }

  public func send(_ input: Output) {
    core.storeThenSend(input)
  }

  public func send(completion: Subscribers.Completion<Failure>) {
    core.send(completion: completion)
  }

  public func send(subscription: any Subscription) {
    core.send(subscription: subscription)
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    core.attach(subscriber)
  }
}

// The subjects' own state is lock-protected (see `SubjectCore`); they are Sendable only when
// the values they carry may cross threads.
extension PassthroughSubject: @unchecked Sendable where Output: Sendable {}
extension CurrentValueSubject: @unchecked Sendable where Output: Sendable {}
