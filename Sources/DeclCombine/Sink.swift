import Foundation

extension Subscribers {
  /// A simple subscriber that requests an unlimited number of values upon subscription.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
    /// The closure to execute on receipt of a value.
    public let receiveValue: (Input) -> Void
    /// The closure to execute on completion.
    public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

    private let lock = NSLock()
    // Guarded by `lock`. `finished` stays true after completion or cancel.
    private var subscription: (any Subscription)?
    private var finished = false

    /// Initializes a sink with the provided closures.
    public init(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Input) -> Void
    ) {
      self.receiveCompletion = receiveCompletion
      self.receiveValue = receiveValue
    }

    public func receive(subscription: any Subscription) {
      guard adoptUpstream(subscription, into: &self.subscription, unless: finished, lock: lock)
      else { return }
      subscription.request(.unlimited)
    }

    public func receive(_ value: Input) -> Subscribers.Demand {
      lock.lock()
      let live = !finished
      lock.unlock()
      if live { receiveValue(value) }
      return .none
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
      lock.lock()
      let live = !finished
      finished = true
      subscription = nil
      lock.unlock()
      if live { receiveCompletion(completion) }
    }

    public func cancel() {
      let subscription = lock.withLock {
        finished = true
        return self.subscription.take()
      }
      subscription?.cancel()
    }
  }
}

extension Publisher {
  /// Attaches a subscriber with closure-based behavior; the returned value cancels on deinit.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let sink = Subscribers.Sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    subscribe(sink)
    return AnyCancellable(sink)
  }
}

extension Publisher where Failure == Never {
  /// Attaches a subscriber that receives every value of a publisher that never fails.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }
}
