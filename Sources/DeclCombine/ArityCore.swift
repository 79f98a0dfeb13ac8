import Foundation

/// What CombineLatestCore and ZipCore share: one downstream fed by a fixed number of upstreams
/// (the generated arities' `a`, `b`, …), each subscribed through `side(_:_:)`, which tells the
/// core its index. The core keeps the values untyped; `combine`, written per arity by the
/// generator, casts them back into the tuple.
///
/// Subclasses override `request(_:)`, the value and completion handlers, and may override
/// `initialDemandLocked()` and `terminateLocked()`; `lock` guards their state and this one's.
class ArityCore<Downstream: Subscriber>: Subscription {
  typealias Failure = Downstream.Failure

  let lock = NSLock()
  let downstream: Downstream
  let combine: ([Any]) -> Downstream.Input
  // Guarded by `lock`.
  var upstreams: [(any Subscription)?]
  var terminated = false

  required init(
    downstream: Downstream, count: Int, combine: @escaping ([Any]) -> Downstream.Input
  ) {
    self.downstream = downstream
    self.combine = combine
    upstreams = Array(repeating: nil, count: count)
  }

  /// The subscriber for the upstream at `index`.
  final func side<Input>(_ index: Int, _ input: Input.Type) -> ForwardingSubscriber<Input, Failure>
  {
    ForwardingSubscriber(
      onSubscription: { self.attach($0, at: index) },
      onValue: { self.receive($0, at: index) },
      onCompletion: { self.receive(completion: $0, at: index) })
  }

  func request(_ demand: Subscribers.Demand) {}

  func cancel() {
    lock.lock()
    let targets = terminateLocked()
    lock.unlock()
    for upstream in targets { upstream.cancel() }
  }

  /// What an upstream that subscribes now is asked for at once.
  func initialDemandLocked() -> Subscribers.Demand { .none }

  /// An upstream's value.
  func receive(_ value: Any, at index: Int) {}

  /// An upstream's completion.
  func receive(completion: Subscribers.Completion<Failure>, at index: Int) {}

  /// Ends the stream: forgets every upstream and returns the live ones, for the caller to cancel
  /// once the lock is released.
  func terminateLocked() -> [any Subscription] {
    terminated = true
    let live = upstreams.compactMap { $0 }
    upstreams = upstreams.map { _ in nil }
    return live
  }

  /// Keeps an upstream's subscription (refusing a second one for its index, or one after the
  /// end, as Combine does) and asks it for `initialDemandLocked()`.
  private func attach(_ subscription: any Subscription, at index: Int) {
    guard lock.lock(if: !terminated && upstreams[index] == nil) else {
      subscription.cancel()
      return
    }
    upstreams[index] = subscription
    let demand = initialDemandLocked()
    lock.unlock()
    if demand > 0 { subscription.request(demand) }
  }
}
