import Foundation

/// What CombineLatestCore and ZipCore share: one downstream fed by a fixed number of upstreams
/// (the generated arities' `a`, `b`, …), each subscribed through `side(_:_:)`, which tells the
/// core its index. The core keeps the values untyped; `combine`, written per arity by the
/// generator (`subscribe`, in Generated/), casts them back into the tuple.
///
/// A protocol rather than a base class: a side calls its core's handlers directly, so they are
/// specialised for the downstream (a method called through a generic base class is not).
protocol ArityCore<Downstream>: AnyObject, Subscription {
  associatedtype Downstream: Subscriber
  typealias Failure = Downstream.Failure

  init(downstream: Downstream, count: Int, combine: @escaping ([Any]) -> Downstream.Input)

  /// Guards `sides` and the core's own state.
  var lock: NSLock { get }
  var sides: AritySides { get set }

  /// What an upstream that subscribes now is asked for at once; called under `lock`.
  func initialDemandLocked() -> Subscribers.Demand
  /// An upstream's value.
  func receive(_ value: Any, at index: Int)
  /// An upstream's completion.
  func receive(completion: Subscribers.Completion<Failure>, at index: Int)
}

extension ArityCore {
  /// The subscriber for the upstream at `index`.
  func side<Input>(_ index: Int, _ input: Input.Type) -> ForwardingSubscriber<Input, Failure> {
    ForwardingSubscriber(
      onSubscription: { self.attach($0, at: index) },
      onValue: { self.receive($0, at: index) },
      onCompletion: { self.receive(completion: $0, at: index) })
  }

  func cancel() {
    let live = lock.withLock { sides.end() }
    for upstream in live { upstream.cancel() }
  }

  /// Keeps an upstream's subscription (refusing a second one for its index, or one after the
  /// end, as Combine does) and asks it for `initialDemandLocked()`.
  private func attach(_ subscription: any Subscription, at index: Int) {
    guard lock.lock(if: sides.take(subscription, at: index)) else {
      subscription.cancel()
      return
    }
    let demand = initialDemandLocked()
    lock.unlock()
    if demand > 0 { subscription.request(demand) }
  }
}

/// The upstreams of a CombineLatest or Zip core, by index, and whether its stream has ended;
/// read and written under the core's lock.
struct AritySides {
  private(set) var upstreams: [(any Subscription)?]
  private(set) var ended = false

  init(count: Int) {
    upstreams = Array(repeating: nil, count: count)
  }

  /// The upstreams still subscribed.
  var live: [any Subscription] { upstreams.compactMap { $0 } }

  /// Keeps `subscription` for the upstream at `index`, unless it has one or the stream ended.
  mutating func take(_ subscription: any Subscription, at index: Int) -> Bool {
    guard !ended, upstreams[index] == nil else { return false }
    upstreams[index] = subscription
    return true
  }

  /// Forgets the upstream at `index`, which finished.
  mutating func finish(_ index: Int) {
    upstreams[index] = nil
  }

  /// Ends the stream: forgets every upstream and returns the live ones, for the caller to
  /// cancel once the lock is released.
  mutating func end() -> [any Subscription] {
    ended = true
    defer { upstreams = upstreams.map { _ in nil } }
    return live
  }
}
