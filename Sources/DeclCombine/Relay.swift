import Foundation

/// The downstream's one subscription for operators that move from one upstream to the next:
/// concatenate, catch, retry and switchToLatest.
///
/// It counts the downstream's outstanding demand, so each new upstream is asked for exactly
/// what the previous one left unmet. Switching cancels the previous upstream, and its late
/// values are ignored. An upstream that completes synchronously while being subscribed does not
/// nest the next subscription inside it: the switch is queued and made when the current one
/// returns, so `retry` of a publisher that fails at once keeps a flat stack.
final class Relay<Downstream: Subscriber>: Subscription {
  private let downstream: Downstream
  private let lock = NSLock()
  // Guarded by `lock`.
  private var current: (any Subscription)?
  private var generation = 0
  private var demand = Subscribers.Demand.none
  private var done = false
  private var subscribing = false
  private var queued: (() -> Void)?
  private var onTermination: (() -> Void)?

  init(downstream: Downstream) {
    self.downstream = downstream
  }

  /// Hands the relay to the downstream; call once, before the first `subscribe(to:)`.
  func start() {
    downstream.receive(subscription: self)
  }

  /// Runs `action` once when the stream ends or is cancelled (switchToLatest cancels its outer
  /// upstream); at once if it already has.
  func whenTerminated(_ action: @escaping () -> Void) {
    guard lock.lock(if: !done) else {
      action()
      return
    }
    onTermination = action
    lock.unlock()
  }

  /// Moves to `publisher`, cancelling the current upstream; `onCompletion` decides what follows
  /// its completion (another `subscribe(to:)`, or `finish(_:)`).
  func subscribe<P: Publisher>(
    to publisher: P, onCompletion: @escaping (Subscribers.Completion<P.Failure>) -> Void
  ) where P.Output == Downstream.Input {
    guard lock.lock(if: !done) else { return }
    generation += 1
    let previous = current
    current = nil
    let side = RelaySide<P.Output, P.Failure>(
      relay: self, generation: generation, onCompletion: onCompletion)
    if subscribing {
      queued = { publisher.subscribe(side) }
      lock.unlock()
      previous?.cancel()
      return
    }
    subscribing = true
    lock.unlock()
    previous?.cancel()
    var next: (() -> Void)? = { publisher.subscribe(side) }
    while let subscribe = next {
      subscribe()
      lock.lock()
      next = queued
      queued = nil
      if next == nil { subscribing = false }
      lock.unlock()
    }
  }

  /// Ends the stream: the current upstream is cancelled and the downstream gets `completion`.
  func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
    guard end() else { return }
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    guard lock.lock(if: !done) else { return }
    self.demand += demand
    let upstream = current
    lock.unlock()
    upstream?.request(demand)
  }

  func cancel() {
    end()
  }

  /// Ends the stream if it has not ended: cancels the current upstream and runs the
  /// termination action. Returns whether this call ended it.
  @discardableResult
  private func end() -> Bool {
    guard lock.lock(if: !done) else { return false }
    done = true
    let upstream = current.take()
    let onTermination = self.onTermination.take()
    queued = nil
    lock.unlock()
    upstream?.cancel()
    onTermination?()
    return true
  }

  fileprivate func attach(_ subscription: any Subscription, generation: Int) {
    guard lock.lock(if: !done && generation == self.generation && current == nil) else {
      subscription.cancel()
      return
    }
    current = subscription
    let demand = self.demand
    lock.unlock()
    if demand > 0 { subscription.request(demand) }
  }

  fileprivate func deliver(_ value: Downstream.Input, generation: Int) -> Subscribers.Demand {
    guard lock.lock(if: !done && generation == self.generation) else { return .none }
    demand -= 1
    lock.unlock()
    let more = downstream.receive(value)
    lock.lock()
    demand += more
    lock.unlock()
    return more
  }

  /// Whether a completion from `generation` still counts; it detaches that upstream.
  fileprivate func complete(generation: Int) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard !done, generation == self.generation else { return false }
    current = nil
    return true
  }
}

/// Subscribes a relay to one of its upstreams.
private final class RelaySide<Input, Failure: Error>: Subscriber {
  private let attach: (any Subscription) -> Void
  private let deliver: (Input) -> Subscribers.Demand
  private let complete: () -> Bool
  private let onCompletion: (Subscribers.Completion<Failure>) -> Void

  init<Downstream: Subscriber>(
    relay: Relay<Downstream>, generation: Int,
    onCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
  ) where Downstream.Input == Input {
    attach = { relay.attach($0, generation: generation) }
    deliver = { relay.deliver($0, generation: generation) }
    complete = { relay.complete(generation: generation) }
    self.onCompletion = onCompletion
  }

  func receive(subscription: any Subscription) {
    attach(subscription)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    deliver(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    if complete() { onCompletion(completion) }
  }
}
