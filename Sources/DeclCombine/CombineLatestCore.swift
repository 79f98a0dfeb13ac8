import Foundation

/// The shared state of a CombineLatest subscription: the latest value of every upstream.
///
/// Upstreams are asked for unlimited values once the downstream asks for any. A combination
/// that arrives while the downstream has no demand is kept and delivered (as the latest one)
/// when demand comes.
final class CombineLatestCore<Downstream: Subscriber>: ArityCore {
  let lock = NSLock()
  private let downstream: Downstream
  private let combine: ([Any]) -> Downstream.Input
  // Guarded by `lock`.
  var sides: AritySides
  private var latest: [Any?]
  private var finishedCount = 0
  private var demand = Subscribers.Demand.none
  private var requestedUpstream = false
  private var pending = false

  init(downstream: Downstream, count: Int, combine: @escaping ([Any]) -> Downstream.Input) {
    self.downstream = downstream
    self.combine = combine
    sides = AritySides(count: count)
    latest = Array(repeating: nil, count: count)
  }

  func request(_ demand: Subscribers.Demand) {
    guard lock.lock(if: !sides.ended) else { return }
    self.demand += demand
    let toRequest = requestedUpstream ? [] : sides.live
    requestedUpstream = true
    let output = takePendingLocked()
    lock.unlock()
    for upstream in toRequest { upstream.request(.unlimited) }
    if let output { deliver(output) }
  }

  func initialDemandLocked() -> Subscribers.Demand {
    requestedUpstream ? .unlimited : .none
  }

  func receive(_ value: Any, at index: Int) {
    guard lock.lock(if: !sides.ended) else { return }
    latest[index] = .some(value)
    pending = latest.allSatisfy { $0 != nil }
    let output = takePendingLocked()
    lock.unlock()
    if let output { deliver(output) }
  }

  func receive(completion: Subscribers.Completion<Failure>, at index: Int) {
    guard lock.lock(if: !sides.ended) else { return }
    if case .finished = completion {
      finishedCount += 1
      sides.finish(index)
      guard finishedCount == latest.count else {
        lock.unlock()
        return
      }
    }
    let live = sides.end()
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
