import Foundation

extension Publishers {
  /// A publisher that receives and combines the latest elements from two publishers.
  ///
  /// It publishes nothing until both upstreams have published once, then a tuple of the latest
  /// values on every change of either. It finishes when both finish and fails when either fails.
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure

    /// The first upstream publisher.
    public let a: A
    /// The second upstream publisher.
    public let b: B

    /// Creates a publisher that combines the latest elements of two publishers.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let core = CombineLatestCore(downstream: subscriber, count: 2) { values in
        (values[0] as! A.Output, values[1] as! B.Output)
      }
      subscriber.receive(subscription: core)
      a.subscribe(core.side(0, A.Output.self))
      b.subscribe(core.side(1, B.Output.self))
    }
  }

  /// A publisher that receives and combines the latest elements from three publishers.
  public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure {
    public typealias Output = (A.Output, B.Output, C.Output)
    public typealias Failure = A.Failure

    /// The first upstream publisher.
    public let a: A
    /// The second upstream publisher.
    public let b: B
    /// The third upstream publisher.
    public let c: C

    /// Creates a publisher that combines the latest elements of three publishers.
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let core = CombineLatestCore(downstream: subscriber, count: 3) { values in
        (values[0] as! A.Output, values[1] as! B.Output, values[2] as! C.Output)
      }
      subscriber.receive(subscription: core)
      a.subscribe(core.side(0, A.Output.self))
      b.subscribe(core.side(1, B.Output.self))
      c.subscribe(core.side(2, C.Output.self))
    }
  }

  /// A publisher that receives and combines the latest elements from four publishers.
  public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
    public typealias Output = (A.Output, B.Output, C.Output, D.Output)
    public typealias Failure = A.Failure

    /// The first upstream publisher.
    public let a: A
    /// The second upstream publisher.
    public let b: B
    /// The third upstream publisher.
    public let c: C
    /// The fourth upstream publisher.
    public let d: D

    /// Creates a publisher that combines the latest elements of four publishers.
    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let core = CombineLatestCore(downstream: subscriber, count: 4) { values in
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

extension Publisher {
  /// Subscribes to an additional publisher and publishes a tuple upon receiving output from
  /// either publisher, once both have published.
  public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
  where Failure == P.Failure {
    Publishers.CombineLatest(self, other)
  }

  /// Combines the latest elements of this and another publisher with a closure.
  public func combineLatest<P: Publisher, T>(
    _ other: P, _ transform: @escaping (Output, P.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
    Publishers.CombineLatest(self, other).map(transform)
  }

  /// Subscribes to two additional publishers and publishes a tuple of the latest elements.
  public func combineLatest<P: Publisher, Q: Publisher>(
    _ publisher1: P, _ publisher2: Q
  ) -> Publishers.CombineLatest3<Self, P, Q> where Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.CombineLatest3(self, publisher1, publisher2)
  }

  /// Combines the latest elements of this and two other publishers with a closure.
  public func combineLatest<P: Publisher, Q: Publisher, T>(
    _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T>
  where Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.CombineLatest3(self, publisher1, publisher2).map(transform)
  }

  /// Subscribes to three additional publishers and publishes a tuple of the latest elements.
  public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(
    _ publisher1: P, _ publisher2: Q, _ publisher3: R
  ) -> Publishers.CombineLatest4<Self, P, Q, R>
  where Failure == P.Failure, P.Failure == Q.Failure, Q.Failure == R.Failure {
    Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
  }
}

/// The shared state of a CombineLatest subscription: the latest value of every upstream.
///
/// Upstreams are asked for unlimited values once the downstream asks for any. A combination
/// that arrives while the downstream has no demand is kept and delivered (as the latest one)
/// when demand comes.
private final class CombineLatestCore<Downstream: Subscriber>: Subscription {
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
