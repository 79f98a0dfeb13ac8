import Foundation

/// The shared state of a CombineLatest subscription: the latest value of every upstream.
///
/// Upstreams are asked for unlimited values once the downstream asks for any. A combination
/// that arrives while the downstream has no demand is kept and delivered (as the latest one)
/// when demand comes.
final class CombineLatestCore<Downstream: Subscriber>: ArityCore<Downstream> {
  // Guarded by `lock`.
  private var latest: [Any?]
  private var finishedCount = 0
  private var demand = Subscribers.Demand.none
  private var requestedUpstream = false
  private var pending = false

  required init(
    downstream: Downstream, count: Int, combine: @escaping ([Any]) -> Downstream.Input
  ) {
    latest = Array(repeating: nil, count: count)
    super.init(downstream: downstream, count: count, combine: combine)
  }

  override func request(_ demand: Subscribers.Demand) {
    guard lock.lock(if: !terminated) else { return }
    self.demand += demand
    let toRequest = requestedUpstream ? [] : upstreams.compactMap { $0 }
    requestedUpstream = true
    let output = takePendingLocked()
    lock.unlock()
    for upstream in toRequest { upstream.request(.unlimited) }
    if let output { deliver(output) }
  }

  override func initialDemandLocked() -> Subscribers.Demand {
    requestedUpstream ? .unlimited : .none
  }

  override func receive(_ value: Any, at index: Int) {
    guard lock.lock(if: !terminated) else { return }
    latest[index] = .some(value)
    pending = latest.allSatisfy { $0 != nil }
    let output = takePendingLocked()
    lock.unlock()
    if let output { deliver(output) }
  }

  override func receive(completion: Subscribers.Completion<Failure>, at index: Int) {
    guard lock.lock(if: !terminated) else { return }
    if case .finished = completion {
      finishedCount += 1
      upstreams[index] = nil
      guard finishedCount == upstreams.count else {
        lock.unlock()
        return
      }
    }
    let live = terminateLocked()
    lock.unlock()
    // A failure cancels the other upstreams.
    if case .failure = completion { for other in live { other.cancel() } }
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
