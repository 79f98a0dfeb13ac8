import Foundation

/// The subscriber list shared by the subjects, `@Published` and `ObservableObjectPublisher`.
///
/// Keeps one `SubjectConduit` per subscriber, tracks each one's demand, and optionally holds a
/// current value that new subscribers receive first. Its state is guarded by a lock and values
/// are delivered outside the lock, so a subscriber may cancel or send from inside `receive(_:)`.
final class SubjectCore<Output, Failure: Error>: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var conduits: [SubjectConduit<Output, Failure>] = []
  private var completion: Subscribers.Completion<Failure>?
  private var upstreams: [any Subscription] = []
  private var current: Output?

  /// Makes a core without a current value (a passthrough).
  init() {}

  /// Makes a core that replays `value`, then each later value, to new subscribers.
  init(current value: Output) {
    current = value
  }

  deinit {
    for upstream in upstreams { upstream.cancel() }
  }

  /// The current value; only meaningful for a core made with `init(current:)`.
  var value: Output {
    lock.lock()
    defer { lock.unlock() }
    return current!
  }

  /// Connects a subscriber; after completion it gets an empty subscription and the completion.
  func attach<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
    lock.lock()
    if let completion {
      lock.unlock()
      subscriber.receive(subscription: Subscriptions.empty)
      subscriber.receive(completion: completion)
      return
    }
    let conduit = SubjectConduit(
      parent: self, downstream: AnySubscriber(subscriber), replays: current != nil)
    conduits.append(conduit)
    lock.unlock()
    subscriber.receive(subscription: conduit)
  }

  /// Stores `value` as the current value, then offers it to every subscriber.
  func storeThenSend(_ value: Output) {
    guard lock.lock(if: completion == nil) else { return }
    if current != nil { current = value }
    let targets = conduits
    lock.unlock()
    for conduit in targets { conduit.offer(value) }
  }

  /// Offers `value` to every subscriber, then stores it: `@Published`'s willSet order.
  func sendThenStore(_ value: Output, willChange: ObservableObjectPublisher?) {
    willChange?.send()
    lock.lock()
    let targets = conduits
    lock.unlock()
    for conduit in targets { conduit.offer(value) }
    lock.lock()
    current = value
    lock.unlock()
  }

  /// Finishes every subscriber; later values and completions are ignored.
  func send(completion: Subscribers.Completion<Failure>) {
    guard lock.lock(if: self.completion == nil) else { return }
    self.completion = completion
    let targets = conduits
    conduits = []
    lock.unlock()
    for conduit in targets { conduit.finish(completion) }
  }

  /// Keeps an upstream subscription (a subject subscribed to a publisher) and asks for all.
  func send(subscription: any Subscription) {
    lock.lock()
    upstreams.append(subscription)
    lock.unlock()
    subscription.request(.unlimited)
  }

  fileprivate func detach(_ conduit: SubjectConduit<Output, Failure>) {
    lock.lock()
    conduits.removeAll { $0 === conduit }
    lock.unlock()
  }
}

/// One subscriber's subscription to a `SubjectCore`.
final class SubjectConduit<Output, Failure: Error>: Subscription, @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`. `downstream` is `nil` once cancelled or finished.
  private weak var parent: SubjectCore<Output, Failure>?
  private var downstream: AnySubscriber<Output, Failure>?
  private var demand = Subscribers.Demand.none
  private var deliveredCurrent: Bool
  private let replays: Bool

  fileprivate init(
    parent: SubjectCore<Output, Failure>, downstream: AnySubscriber<Output, Failure>,
    replays: Bool
  ) {
    self.parent = parent
    self.downstream = downstream
    self.replays = replays
    deliveredCurrent = !replays
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    guard let downstream else {
      lock.unlock()
      return
    }
    self.demand += demand
    // A replaying core owes its current value on the first demand, and again after a value
    // was dropped for lack of demand, so the subscriber always catches up with the latest.
    var replay: Output?
    if !deliveredCurrent, self.demand > 0, let parent {
      deliveredCurrent = true
      self.demand -= 1
      replay = parent.value
    }
    lock.unlock()
    if let replay { deliver(replay, to: downstream) }
  }

  func cancel() {
    lock.lock()
    let parent = self.parent
    downstream = nil
    self.parent = nil
    lock.unlock()
    parent?.detach(self)
  }

  fileprivate func offer(_ value: Output) {
    lock.lock()
    guard let downstream else {
      lock.unlock()
      return
    }
    guard demand > 0 else {
      if replays { deliveredCurrent = false }
      lock.unlock()
      return
    }
    demand -= 1
    deliveredCurrent = true
    lock.unlock()
    deliver(value, to: downstream)
  }

  fileprivate func finish(_ completion: Subscribers.Completion<Failure>) {
    lock.lock()
    let downstream = self.downstream
    self.downstream = nil
    parent = nil
    lock.unlock()
    downstream?.receive(completion: completion)
  }

  private func deliver(_ value: Output, to downstream: AnySubscriber<Output, Failure>) {
    let more = downstream.receive(value)
    guard more > 0 else { return }
    lock.lock()
    demand += more
    lock.unlock()
  }
}

/// A namespace for symbols related to subscriptions.
public enum Subscriptions {
  /// An empty subscription: requests and cancels do nothing.
  public static var empty: any Subscription { EmptySubscription() }
}

private struct EmptySubscription: Subscription {
  let combineIdentifier = CombineIdentifier()
  func request(_ demand: Subscribers.Demand) {}
  func cancel() {}
}
