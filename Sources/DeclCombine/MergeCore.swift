import Foundation

/// The shared state of merge and flatMap: several inner publishers feeding one downstream.
///
/// Each inner publisher is asked for one value at a time (or for all of them while the
/// downstream's demand is unlimited), and a value that arrives without downstream demand waits
/// in a queue, so backpressure reaches every inner publisher. Values are delivered by one
/// thread at a time, in the order they arrived; a value sent from inside the downstream's
/// `receive(_:)` is queued and delivered when that call returns.
///
/// The stream finishes once the outer source is done (`outerFinished()`) and every inner
/// publisher has finished; the first failure cancels everything and is passed on.
final class MergeCore<Downstream: Subscriber>: Subscription {
  typealias Output = Downstream.Input
  typealias Failure = Downstream.Failure

  private struct Inner {
    var subscription: (any Subscription)?
    var unlimited = false
  }

  private let downstream: Downstream
  private let lock = NSLock()
  // Guarded by `lock`.
  private var inners: [Int: Inner] = [:]
  private var nextID = 0
  private var queue: [(inner: Int, value: Output)] = []
  private var demand = Subscribers.Demand.none
  private var delivering = false
  private var outerDone = false
  private var failure: Failure?
  private var terminated = false
  /// The upstream that produces inner publishers (flatMap's); merge has none.
  private var outer: (any Subscription)?
  /// Whether a finished inner publisher makes room for one more from `outer` (flatMap with a
  /// limited `maxPublishers`).
  private var refillsOuter = false

  init(downstream: Downstream) {
    self.downstream = downstream
  }

  /// Hands the core to the downstream; call once, before adding inner publishers.
  func start() {
    downstream.receive(subscription: self)
  }

  /// Keeps flatMap's upstream subscription and asks it for `maxPublishers` publishers, and
  /// for one more each time an inner publisher finishes.
  func attachOuter(_ subscription: any Subscription, maxPublishers: Subscribers.Demand) {
    guard lock.lock(if: !terminated && outer == nil && !outerDone) else {
      subscription.cancel()
      return
    }
    outer = subscription
    refillsOuter = maxPublishers != .unlimited
    lock.unlock()
    if maxPublishers > 0 { subscription.request(maxPublishers) }
  }

  /// Subscribes to another inner publisher.
  func add<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    guard lock.lock(if: !terminated) else { return }
    let id = nextID
    nextID += 1
    inners[id] = Inner()
    lock.unlock()
    publisher.subscribe(
      ForwardingSubscriber<Output, Failure>(
        onSubscription: { self.attach($0, id: id) }, onValue: { self.receive($0, from: id) },
        onCompletion: { completion in
          switch completion {
          case .finished: self.finish(id)
          case .failure(let error): self.fail(error)
          }
        }))
  }

  /// No more inner publishers will be added; the stream finishes when the last one does.
  func outerFinished() {
    lock.lock()
    outerDone = true
    outer = nil
    lock.unlock()
    drain()
  }

  /// Ends the stream with `error` (from an inner publisher or flatMap's upstream).
  func fail(_ error: Failure) {
    guard lock.lock(if: !terminated && failure == nil) else { return }
    failure = error
    lock.unlock()
    drain()
  }

  func request(_ demand: Subscribers.Demand) {
    guard lock.lock(if: !terminated) else { return }
    self.demand += demand
    lock.unlock()
    drain()
  }

  func cancel() {
    lock.lock()
    terminated = true
    let subscriptions = inners.values.compactMap(\.subscription) + (outer.map { [$0] } ?? [])
    inners = [:]
    queue = []
    outer = nil
    lock.unlock()
    for subscription in subscriptions { subscription.cancel() }
  }

  fileprivate func attach(_ subscription: any Subscription, id: Int) {
    guard lock.lock(if: !terminated && inners[id] != nil && inners[id]?.subscription == nil) else {
      subscription.cancel()
      return
    }
    let unlimited = demand == .unlimited
    inners[id]?.subscription = subscription
    inners[id]?.unlimited = unlimited
    lock.unlock()
    subscription.request(unlimited ? .unlimited : .max(1))
  }

  fileprivate func receive(_ value: Output, from id: Int) {
    guard lock.lock(if: !terminated && inners[id] != nil) else { return }
    queue.append((id, value))
    lock.unlock()
    drain()
  }

  fileprivate func finish(_ id: Int) {
    guard lock.lock(if: !terminated && inners.removeValue(forKey: id) != nil) else { return }
    let refill = refillsOuter ? outer : nil
    lock.unlock()
    refill?.request(.max(1))
    drain()
  }

  /// Delivers queued values while there is demand, then the completion when it is due.
  private func drain() {
    guard lock.lock(if: !delivering && !terminated) else { return }
    delivering = true
    while true {
      if let failure {
        lock.unlock()
        cancel()
        downstream.receive(completion: .failure(failure))
        return
      }
      if demand > 0, !queue.isEmpty {
        let (id, value) = queue.removeFirst()
        demand -= 1
        let refill = inners[id].flatMap { $0.unlimited ? nil : $0.subscription }
        lock.unlock()
        let more = downstream.receive(value)
        refill?.request(.max(1))
        lock.lock()
        demand += more
        continue
      }
      if outerDone, inners.isEmpty, queue.isEmpty {
        terminated = true
        lock.unlock()
        downstream.receive(completion: .finished)
        return
      }
      delivering = false
      lock.unlock()
      return
    }
  }
}
