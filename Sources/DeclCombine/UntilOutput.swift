import Foundation

// drop(untilOutputFrom:) and prefix(untilOutputFrom:): an upstream gated by the first value of
// a second publisher (the trigger), which is asked for one value and cancelled once it sent it.

extension Publishers {
  /// A publisher that ignores elements from the upstream publisher until it receives an element
  /// from a second publisher.
  ///
  /// Dropped elements use up the downstream's demand, as in Combine. The trigger finishing
  /// before it sends a value finishes the stream; its failure fails it.
  public struct DropUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher
  where Upstream.Failure == Other.Failure {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher that this publisher receives elements from.
    public let upstream: Upstream
    /// A publisher to monitor for its first emitted element.
    public let other: Other

    /// Creates a publisher that drops elements until `other` publishes; prefer
    /// `drop(untilOutputFrom:)`.
    public init(upstream: Upstream, other: Other) {
      self.upstream = upstream
      self.other = other
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      TriggerGate(downstream: subscriber, mode: .opens)
        .start(upstream: upstream, trigger: other) { $0 }
    }
  }

  /// A publisher that republishes elements until another publisher emits an element, then
  /// finishes.
  ///
  /// The other publisher's completion is ignored: only its first value ends the stream.
  public struct PrefixUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// Another publisher, whose first output causes this publisher to finish.
    public let other: Other

    /// Creates a publisher that republishes elements until `other` publishes; prefer
    /// `prefix(untilOutputFrom:)`.
    public init(upstream: Upstream, other: Other) {
      self.upstream = upstream
      self.other = other
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      TriggerGate(downstream: subscriber, mode: .closes)
        .start(upstream: upstream, trigger: other) { _ in nil }
    }
  }
}

/// Stands between an upstream and the downstream, opened or closed by a trigger's first value.
///
/// drop(untilOutputFrom:) hands the downstream its subscription before subscribing to anything
/// (as Combine does), keeping demand until the upstream subscribes; prefix(untilOutputFrom:)
/// hands it over when the upstream's subscription arrives.
private final class TriggerGate<Input, Failure: Error, Downstream: Subscriber>: Subscriber,
  Subscription
where Downstream.Input == Input, Downstream.Failure == Failure {
  enum Mode {
    /// Values pass only after the trigger (drop(untilOutputFrom:)).
    case opens
    /// Values pass until the trigger, which finishes the stream (prefix(untilOutputFrom:)).
    case closes
  }

  private let downstream: Downstream
  private let mode: Mode
  private let lock = NSLock()
  // Guarded by `lock`.
  private var upstream: (any Subscription)?
  private var trigger: (any Subscription)?
  private var upstreamArrived = false
  private var triggered = false
  private var terminated = false
  /// Demand asked for before the upstream's subscription arrived.
  private var pendingDemand = Subscribers.Demand.none

  init(downstream: Downstream, mode: Mode) {
    self.downstream = downstream
    self.mode = mode
  }

  /// Subscribes the gate to `trigger`, then to `upstream`.
  func start<U: Publisher, T: Publisher>(
    upstream: U, trigger publisher: T, triggerFailure: @escaping (T.Failure) -> Failure?
  ) where U.Output == Input, U.Failure == Failure {
    if mode == .opens { downstream.receive(subscription: self) }
    publisher.subscribe(
      ForwardingSubscriber<T.Output, T.Failure>(
        onSubscription: { [self] subscription in
          guard lock.lock(if: self.trigger == nil && !triggered && !terminated) else {
            subscription.cancel()
            return
          }
          self.trigger = subscription
          lock.unlock()
          subscription.request(.max(1))
        },
        onValue: { [self] _ in fire() },
        onCompletion: { [self] completion in
          switch completion {
          case .finished: triggerEnded(.finished)
          case .failure(let error): triggerEnded(triggerFailure(error).map { .failure($0) })
          }
        }))
    upstream.subscribe(self)
  }

  func receive(subscription: any Subscription) {
    guard lock.lock(if: !upstreamArrived) else {
      subscription.cancel()
      return
    }
    upstreamArrived = true
    let ended = terminated
    if !ended { upstream = subscription }
    let demand = pendingDemand
    pendingDemand = .none
    lock.unlock()
    if mode == .closes, !ended { downstream.receive(subscription: self) }
    if ended {
      subscription.cancel()
    } else if demand > 0 {
      subscription.request(demand)
    }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    let passes = !terminated && (mode == .opens ? triggered : !triggered)
    lock.unlock()
    // A dropped value keeps the demand it used, as Combine's drop(untilOutputFrom:) does.
    return passes ? downstream.receive(input) : .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    guard let ended = end() else { return }
    ended.trigger?.cancel()
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    guard lock.lock(if: !terminated) else { return }
    guard let upstream else {
      pendingDemand += demand
      lock.unlock()
      return
    }
    lock.unlock()
    upstream.request(demand)
  }

  func cancel() {
    guard let ended = end() else { return }
    ended.upstream?.cancel()
    ended.trigger?.cancel()
  }

  private func fire() {
    guard lock.lock(if: !triggered && !terminated) else { return }
    triggered = true
    let trigger = self.trigger
    self.trigger = nil
    lock.unlock()
    trigger?.cancel()
    guard mode == .closes, let ended = end() else { return }
    ended.upstream?.cancel()
    // A trigger that fires before the upstream subscribed still hands the downstream a
    // subscription before the completion.
    if !ended.upstreamArrived { downstream.receive(subscription: Subscriptions.empty) }
    downstream.receive(completion: .finished)
  }

  /// The trigger completed; `completion` is what that means for the stream (nil: nothing).
  private func triggerEnded(_ completion: Subscribers.Completion<Failure>?) {
    lock.lock()
    trigger = nil
    let relevant = mode == .opens && !triggered
    lock.unlock()
    guard relevant, let completion, let ended = end() else { return }
    ended.upstream?.cancel()
    downstream.receive(completion: completion)
  }

  /// Marks the stream ended and answers the subscriptions still live, or nil if it had ended.
  private func end()
    -> (upstream: (any Subscription)?, trigger: (any Subscription)?, upstreamArrived: Bool)?
  {
    lock.lock()
    defer { lock.unlock() }
    guard !terminated else { return nil }
    terminated = true
    defer {
      upstream = nil
      trigger = nil
    }
    return (upstream, trigger, upstreamArrived)
  }
}

extension Publisher {
  /// Ignores elements from the upstream publisher until it receives an element from a second
  /// publisher.
  public func drop<P: Publisher>(untilOutputFrom publisher: P)
    -> Publishers.DropUntilOutput<Self, P> where Failure == P.Failure
  {
    Publishers.DropUntilOutput(upstream: self, other: publisher)
  }

  /// Republishes elements until another publisher emits an element, then finishes.
  public func prefix<P: Publisher>(untilOutputFrom publisher: P)
    -> Publishers.PrefixUntilOutput<Self, P>
  {
    Publishers.PrefixUntilOutput(upstream: self, other: publisher)
  }
}
