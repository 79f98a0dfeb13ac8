import Foundation

/// The skeleton of the operators that stand between their upstream and their downstream as the
/// downstream's subscription, with state of their own under a lock (receive(on:), delay,
/// subscribe(on:), debounce, throttle, timeout, collect by time, handleEvents and print).
///
/// It keeps the upstream's subscription and whether the stream has ended, under `lock`, which
/// the subclass shares for its own state. A second subscription, or one arriving after the end,
/// is cancelled, as Combine does. By default demand goes straight upstream, and cancelling ends
/// the stream and cancels the upstream; subclasses override what they do differently.
class UpstreamLink<Downstream: Subscriber>: Subscription {
  typealias Failure = Downstream.Failure

  final let downstream: Downstream
  final let lock = NSLock()
  /// Whether the upstream is asked for everything at once (the operators that time or count
  /// values themselves).
  private let asksForEverything: Bool
  // Guarded by `lock`.
  final var upstream: (any Subscription)?
  final var terminated = false

  init(downstream: Downstream, asksForEverything: Bool = false) {
    self.downstream = downstream
    self.asksForEverything = asksForEverything
  }

  func receive(subscription: any Subscription) {
    guard adopt(subscription) else { return }
    downstream.receive(subscription: self)
    if asksForEverything { subscription.request(.unlimited) }
  }

  func request(_ demand: Subscribers.Demand) {
    lock.withLock { upstream }?.request(demand)
  }

  func cancel() {
    end()
  }

  /// Takes `subscription` as the upstream when there is none yet and the stream has not ended,
  /// else cancels it. Returns whether it was taken.
  final func adopt(_ subscription: any Subscription) -> Bool {
    adoptUpstream(subscription, into: &upstream, unless: terminated, lock: lock)
  }

  /// Ends the stream if it has not ended: lets the subclass drop what it holds
  /// (`clearLocked()`), then cancels the upstream. Returns whether this call ended it.
  @discardableResult
  final func end() -> Bool {
    guard lock.lock(if: !terminated) else { return false }
    terminated = true
    let upstream = self.upstream.take()
    clearLocked()
    lock.unlock()
    upstream?.cancel()
    return true
  }

  /// Whether the stream has not ended.
  final var isLive: Bool {
    lock.withLock { !terminated }
  }

  /// Drops the subclass's held values when the stream ends; called under `lock`.
  func clearLocked() {}
}
