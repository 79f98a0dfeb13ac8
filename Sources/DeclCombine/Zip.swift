import Foundation

extension Publishers {
  /// A publisher created by applying the zip function to two upstream publishers.
  ///
  /// It pairs the n-th element of each upstream: nothing is published until every upstream has
  /// published once more. It finishes when any upstream finishes with no element left waiting
  /// for a partner, and fails when any upstream fails.
  public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure

    /// A publisher to zip.
    public let a: A
    /// Another publisher to zip.
    public let b: B

    /// Creates a publisher that applies the zip function to two upstream publishers.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let core = ZipCore(downstream: subscriber, count: 2) { values in
        (values[0] as! A.Output, values[1] as! B.Output)
      }
      subscriber.receive(subscription: core)
      a.subscribe(core.side(0, A.Output.self))
      b.subscribe(core.side(1, B.Output.self))
    }
  }

  /// A publisher created by applying the zip function to three upstream publishers.
  public struct Zip3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure {
    public typealias Output = (A.Output, B.Output, C.Output)
    public typealias Failure = A.Failure

    /// A publisher to zip.
    public let a: A
    /// A second publisher to zip.
    public let b: B
    /// A third publisher to zip.
    public let c: C

    /// Creates a publisher that applies the zip function to three upstream publishers.
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let core = ZipCore(downstream: subscriber, count: 3) { values in
        (values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output)
      }
      subscriber.receive(subscription: core)
      a.subscribe(core.side(0, A.Output.self))
      b.subscribe(core.side(1, B.Output.self))
      c.subscribe(core.side(2, C.Output.self))
    }
  }

  /// A publisher created by applying the zip function to four upstream publishers.
  public struct Zip4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
    public typealias Output = (A.Output, B.Output, C.Output, D.Output)
    public typealias Failure = A.Failure

    /// A publisher to zip.
    public let a: A
    /// A second publisher to zip.
    public let b: B
    /// A third publisher to zip.
    public let c: C
    /// A fourth publisher to zip.
    public let d: D

    /// Creates a publisher that applies the zip function to four upstream publishers.
    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let core = ZipCore(downstream: subscriber, count: 4) { values in
        (
          values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output,
          values[3] as! D.Output
        )
      }
      subscriber.receive(subscription: core)
      a.subscribe(core.side(0, A.Output.self))
      b.subscribe(core.side(1, B.Output.self))
      c.subscribe(core.side(2, C.Output.self))
      d.subscribe(core.side(3, D.Output.self))
    }
  }
}

extension Publishers.Zip: Equatable where A: Equatable, B: Equatable {}
extension Publishers.Zip3: Equatable where A: Equatable, B: Equatable, C: Equatable {}
extension Publishers.Zip4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}

extension Publisher {
  /// Combines elements from another publisher and delivers pairs of elements as tuples.
  ///
  /// ```swift
  /// names.zip(scores).sink { name, score in print(name, score) }
  /// ```
  public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where Failure == P.Failure {
    Publishers.Zip(self, other)
  }

  /// Combines elements from another publisher and delivers a transformed output.
  public func zip<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
    -> Publishers.Map<Publishers.Zip<Self, P>, T> where Failure == P.Failure
  {
    Publishers.Zip(self, other).map(transform)
  }

  /// Combines elements from two other publishers and delivers groups of elements as tuples.
  public func zip<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
    -> Publishers.Zip3<Self, P, Q> where Failure == P.Failure, P.Failure == Q.Failure
  {
    Publishers.Zip3(self, publisher1, publisher2)
  }

  /// Combines elements from two other publishers and delivers a transformed output.
  public func zip<P: Publisher, Q: Publisher, T>(
    _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
  ) -> Publishers.Map<Publishers.Zip3<Self, P, Q>, T>
  where Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.Zip3(self, publisher1, publisher2).map(transform)
  }

  /// Combines elements from three other publishers and delivers groups of elements as tuples.
  public func zip<P: Publisher, Q: Publisher, R: Publisher>(
    _ publisher1: P, _ publisher2: Q, _ publisher3: R
  ) -> Publishers.Zip4<Self, P, Q, R>
  where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
    Publishers.Zip4(self, publisher1, publisher2, publisher3)
  }

  /// Combines elements from three other publishers and delivers a transformed output.
  public func zip<P: Publisher, Q: Publisher, R: Publisher, T>(
    _ publisher1: P, _ publisher2: Q, _ publisher3: R,
    _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
  ) -> Publishers.Map<Publishers.Zip4<Self, P, Q, R>, T>
  where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
    Publishers.Zip4(self, publisher1, publisher2, publisher3).map(transform)
  }
}

/// The shared state of a Zip subscription: one queue of waiting elements per upstream.
///
/// Each downstream request is passed to every upstream, so upstreams produce in step with the
/// downstream. Tuples are delivered by one thread at a time, in order.
private final class ZipCore<Downstream: Subscriber>: Subscription {
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
