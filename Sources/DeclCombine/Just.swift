import Foundation

/// A publisher that emits an output to each subscriber just once, and then finishes.
public struct Just<Output>: Publisher {
  public typealias Failure = Never

  /// The one element that the publisher emits.
  public let output: Output

  /// Initializes a publisher that emits the specified output just once.
  public init(_ output: Output) {
    self.output = output
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    subscriber.receive(subscription: JustSubscription(output, to: subscriber))
  }
}

extension Just: Sendable where Output: Sendable {}
extension Just: Equatable where Output: Equatable {}

/// A publisher that never publishes any values, and optionally finishes immediately.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
  /// Whether the publisher immediately sends a completion.
  public let completeImmediately: Bool

  /// Creates an empty publisher; with `completeImmediately: false` it never finishes.
  public init(completeImmediately: Bool = true) {
    self.completeImmediately = completeImmediately
  }

  /// Creates an empty publisher with the given completion behavior and output and failure types.
  public init(
    completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type
  ) {
    self.completeImmediately = completeImmediately
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    if completeImmediately { subscriber.receive(completion: .finished) }
  }
}

extension Empty: Sendable {}

/// A publisher that immediately terminates with the specified error.
public struct Fail<Output, Failure: Error>: Publisher {
  /// The failure to send when terminating the publisher.
  public let error: Failure

  /// Creates a publisher that immediately terminates with the specified failure.
  public init(error: Failure) {
    self.error = error
  }

  /// Creates a publisher with the given output type, that immediately terminates with the failure.
  public init(outputType: Output.Type, failure: Failure) {
    error = failure
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    subscriber.receive(completion: .failure(error))
  }
}

extension Fail: Sendable {}

/// Delivers one value on the first positive demand, then finishes (`Just`, `Result.Publisher`).
final class JustSubscription<Downstream: Subscriber>: Subscription {
  private let lock = NSLock()
  // Guarded by `lock`; `nil` once delivered or cancelled.
  private var pending: (output: Downstream.Input, downstream: Downstream)?

  init(_ output: Downstream.Input, to downstream: Downstream) {
    pending = (output, downstream)
  }

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    lock.lock()
    let pending = self.pending
    self.pending = nil
    lock.unlock()
    guard let pending else { return }
    _ = pending.downstream.receive(pending.output)
    pending.downstream.receive(completion: .finished)
  }

  func cancel() {
    lock.lock()
    pending = nil
    lock.unlock()
  }
}
