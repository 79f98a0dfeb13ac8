import Foundation

/// The shared state of a Zip subscription: one queue of waiting elements per upstream.
///
/// Each downstream request is passed to every upstream, so upstreams produce in step with the
/// downstream. Tuples are delivered by one thread at a time, in order.
final class ZipCore<Downstream: Subscriber>: Subscription {
  typealias Failure = Downstream.Failure

  private let lock = NSLock()
  private let downstream: Downstream
  private let combine: ([Any]) -> Downstream.Input
  // Guarded by `lock`.
  private var queues: [[Any]]
  private var upstreams: [(any Subscription)?]
  private var finished: [Bool]
  private var demand = Subscribers.Demand.none
  private var requested = Subscribers.Demand.none
  private var failure: Failure?
  private var delivering = false
  private var terminated = false

  init(downstream: Downstream, count: Int, combine: @escaping ([Any]) -> Downstream.Input) {
    self.downstream = downstream
    self.combine = combine
    queues = Array(repeating: [], count: count)
    upstreams = Array(repeating: nil, count: count)
    finished = Array(repeating: false, count: count)
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
    requested += demand
    let targets = upstreams.compactMap { $0 }
    lock.unlock()
    for upstream in targets { upstream.request(demand) }
    drain()
  }

  func cancel() {
    lock.lock()
    terminated = true
    let targets = upstreams.compactMap { $0 }
    upstreams = upstreams.map { _ in nil }
    queues = queues.map { _ in [] }
    lock.unlock()
    for upstream in targets { upstream.cancel() }
  }

  private func attach(_ subscription: any Subscription, at index: Int) {
    lock.lock()
    guard !terminated, upstreams[index] == nil else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstreams[index] = subscription
    let requested = self.requested
    lock.unlock()
    if requested > 0 { subscription.request(requested) }
  }

  private func receive(_ value: Any, at index: Int) {
    lock.lock()
    guard !terminated else {
      lock.unlock()
      return
    }
    queues[index].append(value)
    lock.unlock()
    drain()
  }

  private func receive(completion: Subscribers.Completion<Failure>, at index: Int) {
    lock.lock()
    guard !terminated else {
      lock.unlock()
      return
    }
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
    lock.lock()
    guard !delivering, !terminated else {
      lock.unlock()
      return
    }
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
      terminated = true
      let targets = upstreams.compactMap { $0 }
      upstreams = upstreams.map { _ in nil }
      lock.unlock()
      for upstream in targets { upstream.cancel() }
      downstream.receive(completion: completion)
      return
    }
    delivering = false
    lock.unlock()
  }
}
