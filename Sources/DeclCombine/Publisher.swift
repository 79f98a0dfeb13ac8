import Foundation

/// Declares that a type can transmit a sequence of values over time.
///
/// Matches Combine's `Publisher`: a publisher answers `receive(subscriber:)` by handing the
/// subscriber a `Subscription`, then delivers values and one completion as demand allows.
public protocol Publisher<Output, Failure> {
  /// The kind of values published by this publisher.
  associatedtype Output
  /// The kind of errors this publisher might publish.
  associatedtype Failure: Error

  /// Attaches the specified subscriber to this publisher.
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
  /// Attaches the specified subscriber to this publisher.
  public func subscribe<S: Subscriber>(_ subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    receive(subscriber: subscriber)
  }

  /// Attaches the specified subject to this publisher; the subject re-sends what arrives.
  public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable
  where S.Output == Output, S.Failure == Failure {
    let subscriber = SubjectSubscriber(subject)
    receive(subscriber: subscriber)
    return AnyCancellable(subscriber)
  }
}

/// A namespace for types that serve as publishers.
public enum Publishers {}

/// Forwards everything an upstream publishes into a subject, for `subscribe(_:)`.
private final class SubjectSubscriber<S: Subject>: Subscriber, Cancellable {
  typealias Input = S.Output
  typealias Failure = S.Failure

  private let lock = NSLock()
  private weak var subject: S?
  private var subscription: (any Subscription)?

  init(_ subject: S) {
    self.subject = subject
  }

  func receive(subscription: any Subscription) {
    lock.lock()
    guard let subject, self.subscription == nil else {
      lock.unlock()
      subscription.cancel()
      return
    }
    self.subscription = subscription
    lock.unlock()
    subject.send(subscription: subscription)
  }

  func receive(_ input: S.Output) -> Subscribers.Demand {
    lock.lock()
    let subject = self.subject
    lock.unlock()
    subject?.send(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<S.Failure>) {
    lock.lock()
    let subject = self.subject
    self.subject = nil
    subscription = nil
    lock.unlock()
    subject?.send(completion: completion)
  }

  func cancel() {
    let subscription = lock.withLock {
      subject = nil
      return self.subscription.take()
    }
    subscription?.cancel()
  }
}
