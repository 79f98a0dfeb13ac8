import Foundation

/// The shared state of a Zip subscription: one queue of waiting elements per upstream.
///
/// Each downstream request is passed to every upstream, so upstreams produce in step with the
/// downstream. Tuples are delivered by one thread at a time, in order.
final class ZipCore<Downstream: Subscriber>: ArityCore {
  let lock = NSLock()
  private let downstream: Downstream
  private let combine: ([Any]) -> Downstream.Input
  // Guarded by `lock`.
  var sides: AritySides
  private var queues: [[Any]]
  private var finished: [Bool]
  private var demand = Subscribers.Demand.none
  private var requested = Subscribers.Demand.none
  private var failure: Failure?
  private var delivering = false

  init(downstream: Downstream, count: Int, combine: @escaping ([Any]) -> Downstream.Input) {
    self.downstream = downstream
    self.combine = combine
    sides = AritySides(count: count)
    queues = Array(repeating: [], count: count)
    finished = Array(repeating: false, count: count)
  }

  func request(_ demand: Subscribers.Demand) {
    guard lock.lock(if: !sides.ended) else { return }
    self.demand += demand
    requested += demand
    let targets = sides.live
    lock.unlock()
    for upstream in targets { upstream.request(demand) }
    drain()
  }

  func initialDemandLocked() -> Subscribers.Demand { requested }

  func cancel() {
    let live = lock.withLock {
      queues = queues.map { _ in [] }
      return sides.end()
    }
    for upstream in live { upstream.cancel() }
  }

  func receive(_ value: Any, at index: Int) {
    guard lock.lock(if: !sides.ended) else { return }
    queues[index].append(value)
    lock.unlock()
    drain()
  }

  func receive(completion: Subscribers.Completion<Failure>, at index: Int) {
    guard lock.lock(if: !sides.ended) else { return }
    switch completion {
    case .finished:
      finished[index] = true
      sides.finish(index)
    case .failure(let error):
      if failure == nil { failure = error }
    }
    lock.unlock()
    drain()
  }

  /// Delivers tuples while every queue holds an element and there is demand; then ends the
  /// stream if an upstream failed, or finished with its queue empty.
  private func drain() {
    guard lock.lock(if: !delivering && !sides.ended) else { return }
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
          let targets = sides.live
          lock.unlock()
          for upstream in targets { upstream.request(more) }
          lock.lock()
        }
        continue
      }
      let exhausted = queues.indices.contains { finished[$0] && queues[$0].isEmpty }
      guard failure != nil || exhausted else { break }
      let completion: Subscribers.Completion<Failure> = failure.map { .failure($0) } ?? .finished
      let targets = sides.end()
      lock.unlock()
      for upstream in targets { upstream.cancel() }
      downstream.receive(completion: completion)
      return
    }
    delivering = false
    lock.unlock()
  }
}
