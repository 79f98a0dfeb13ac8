import Foundation

extension Subscribers {
  /// A simple subscriber that assigns received elements to a property indicated by a key path.
  ///
  /// Like Combine's, it holds `object` strongly until the stream completes or is cancelled, so
  /// `assign(to:on: self)` stored in `self` makes a retain cycle that only `cancel()` breaks; use
  /// `assign(to: &$property)` to avoid it.
  public final class Assign<Root, Input>: Subscriber, Cancellable {
    public typealias Failure = Never

    /// The key path that indicates the property to assign.
    public let keyPath: ReferenceWritableKeyPath<Root, Input>

    private let lock = NSLock()
    // Guarded by `lock`; both cleared on completion or cancel.
    private var target: Root?
    private var subscription: (any Subscription)?

    /// The object that contains the property to assign, until completion or cancel.
    public var object: Root? {
      lock.lock()
      defer { lock.unlock() }
      return target
    }

    /// Creates a subscriber to assign the value of a property indicated by a key path.
    public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
      target = object
      self.keyPath = keyPath
    }

    public func receive(subscription: any Subscription) {
      guard
        adoptUpstream(subscription, into: &self.subscription, unless: target == nil, lock: lock)
      else { return }
      subscription.request(.unlimited)
    }

    public func receive(_ value: Input) -> Subscribers.Demand {
      lock.lock()
      let target = self.target
      lock.unlock()
      target?[keyPath: keyPath] = value
      return .none
    }

    public func receive(completion: Subscribers.Completion<Never>) {
      lock.lock()
      target = nil
      subscription = nil
      lock.unlock()
    }

    public func cancel() {
      let subscription = lock.withLock {
        target = nil
        return self.subscription.take()
      }
      subscription?.cancel()
    }
  }
}

extension Publisher where Failure == Never {
  /// Assigns each element to a property on an object, which is retained until cancellation.
  public func assign<Root>(
    to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root
  ) -> AnyCancellable {
    let assign = Subscribers.Assign(object: object, keyPath: keyPath)
    subscribe(assign)
    return AnyCancellable(assign)
  }
}

extension Publisher where Failure == Never {
  /// Republishes elements received from a publisher, by assigning them to a `@Published`
  /// property; the subscription lives as long as that property's storage.
  public func assign(to published: inout Published<Output>.Publisher) {
    published.box.assign(from: self)
  }
}
