import Foundation

/// The shared state of a Zip subscription: one queue of waiting elements per upstream.
///
/// Each downstream request is passed to every upstream, so upstreams produce in step with the
/// downstream. Tuples are delivered by one thread at a time, in order.
final class ZipCore<Downstream: Subscriber>: ArityCore<Downstream> {
  // Guarded by `lock`.
  private var queues: [[Any]]
  private var finished: [Bool]
  private var demand = Subscribers.Demand.none
  private var requested = Subscribers.Demand.none
  private var failure: Failure?
  private var delivering = false

  required init(
    downstream: Downstream, count: Int, combine: @escaping ([Any]) -> Downstream.Input
  ) {
    queues = Array(repeating: [], count: count)
    finished = Array(repeating: false, count: count)
    super.init(downstream: downstream, count: count, combine: combine)
  }

  override func request(_ demand: Subscribers.Demand) {
    guard lock.lock(if: !terminated) else { return }
    self.demand += demand
    requested += demand
    let targets = upstreams.compactMap { $0 }
    lock.unlock()
    for upstream in targets { upstream.request(demand) }
    drain()
  }

  override func initialDemandLocked() -> Subscribers.Demand { requested }

  override func terminateLocked() -> [any Subscription] {
    queues = queues.map { _ in [] }
    return super.terminateLocked()
  }

  override func receive(_ value: Any, at index: Int) {
    guard lock.lock(if: !terminated) else { return }
    queues[index].append(value)
    lock.unlock()
    drain()
  }

  override func receive(completion: Subscribers.Completion<Failure>, at index: Int) {
    guard lock.lock(if: !terminated) else { return }
    switch completion {
    case .finished:
      finished[index] = true
      upstreams[index] = nil
    case .failure(let error):
      if failure == nil { failure = error }
    }
    lock.unlock()
    drain()
  }

  /// Delivers tuples while every queue holds an element and there is demand; then ends the
  /// stream if an upstream failed, or finished with its queue empty.
  private func drain() {
    guard lock.lock(if: !delivering && !terminated) else { return }
    delivering = true
    while true {
      if failure == nil, demand > 0, queues.allSatisfy({ !$0.isEmpty }) {
        let values = queues.indices.map { queues[$0].removeFirst() }
        demand -= 1
        lock.unlock()
        let more = downstream.receive(combine(values))
        lock.lock()
        if more > 0 {
          demand += more
          requested += more
          let targets = upstreams.compactMap { $0 }
          lock.unlock()
          for upstream in targets { upstream.request(more) }
          lock.lock()
        }
        continue
      }
      let exhausted = queues.indices.contains { finished[$0] && queues[$0].isEmpty }
      guard failure != nil || exhausted else { break }
      let completion: Subscribers.Completion<Failure> = failure.map { .failure($0) } ?? .finished
      let targets = terminateLocked()
      lock.unlock()
      for upstream in targets { upstream.cancel() }
      downstream.receive(completion: completion)
      return
    }
    delivering = false
    lock.unlock()
  }
}
