import Foundation

/// The shared state of a CombineLatest subscription: the latest value of every upstream.
///
/// Upstreams are asked for unlimited values once the downstream asks for any. A combination
/// that arrives while the downstream has no demand is kept and delivered (as the latest one)
/// when demand comes.
final class CombineLatestCore<Downstream: Subscriber>: Subscription {
  typealias Failure = Downstream.Failure

  private let lock = NSLock()
  private let downstream: Downstream
  private let combine: ([Any]) -> Downstream.Input
  // Guarded by `lock`.
  private var latest: [Any?]
  private var upstreams: [(any Subscription)?]
  private var finishedCount = 0
  private var demand = Subscribers.Demand.none
  private var requestedUpstream = false
  private var pending = false
  private var terminated = false

  init(downstream: Downstream, count: Int, combine: @escaping ([Any]) -> Downstream.Input) {
    self.downstream = downstream
    self.combine = combine
    latest = Array(repeating: nil, count: count)
    upstreams = Array(repeating: nil, count: count)
  }

  func side<Input>(_ index: Int, _ input: Input.Type) -> ForwardingSubscriber<Input, Failure> {
    ForwardingSubscriber(
      onSubscription: { self.attach($0, at: index) },
      onValue: { self.receive($0, at: index) },
      onCompletion: { self.receive(completion: $0, at: index) })
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    guard !terminated else {
      lock.unlock()
      return
    }
    self.demand += demand
    let toRequest = requestedUpstream ? [] : upstreams.compactMap { $0 }
    requestedUpstream = true
    let output = takePendingLocked()
    lock.unlock()
    for upstream in toRequest { upstream.request(.unlimited) }
    if let output { deliver(output) }
  }

  func cancel() {
    lock.lock()
    terminated = true
    let toCancel = upstreams.compactMap { $0 }
    upstreams = upstreams.map { _ in nil }
    lock.unlock()
    for upstream in toCancel { upstream.cancel() }
  }

  private func attach(_ subscription: any Subscription, at index: Int) {
    lock.lock()
    guard !terminated, upstreams[index] == nil else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstreams[index] = subscription
    let request = requestedUpstream
    lock.unlock()
    if request { subscription.request(.unlimited) }
  }

  private func receive(_ value: Any, at index: Int) {
    lock.lock()
    guard !terminated else {
      lock.unlock()
      return
    }
    latest[index] = .some(value)
    pending = latest.allSatisfy { $0 != nil }
    let output = takePendingLocked()
    lock.unlock()
    if let output { deliver(output) }
  }

  private func receive(completion: Subscribers.Completion<Failure>, at index: Int) {
    lock.lock()
    guard !terminated else {
      lock.unlock()
      return
    }
    var others: [any Subscription] = []
    switch completion {
    case .finished:
      finishedCount += 1
      upstreams[index] = nil
      guard finishedCount == upstreams.count else {
        lock.unlock()
        return
      }
    case .failure:
      others = upstreams.compactMap { $0 }
    }
    terminated = true
    upstreams = upstreams.map { _ in nil }
    lock.unlock()
    for other in others { other.cancel() }
    downstream.receive(completion: completion)
  }

  /// The combination to deliver now, if one is pending and the downstream wants one.
  private func takePendingLocked() -> Downstream.Input? {
    guard pending, demand > 0 else { return nil }
    pending = false
    demand -= 1
    return combine(latest.map { $0! })
  }

  private func deliver(_ output: Downstream.Input) {
    let more = downstream.receive(output)
    guard more > 0 else { return }
    lock.lock()
    demand += more
    let next = takePendingLocked()
    lock.unlock()
    if let next { deliver(next) }
  }
}
