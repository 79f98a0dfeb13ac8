import Foundation
import Testing

@testable import Decl
@testable import DeclCombine

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// A subscriber that records everything and requests `initialDemand`, then `demandPerValue`
/// after each value.
final class CombineRecorder<Input, Failure: Error>: Subscriber {
  private(set) var values: [Input] = []
  private(set) var completions: [Subscribers.Completion<Failure>] = []
  private(set) var subscription: (any Subscription)?
  private let initialDemand: Subscribers.Demand
  private let demandPerValue: Subscribers.Demand

  init(initialDemand: Subscribers.Demand = .unlimited, demandPerValue: Subscribers.Demand = .none) {
    self.initialDemand = initialDemand
    self.demandPerValue = demandPerValue
  }

  func receive(subscription: any Subscription) {
    self.subscription = subscription
    if initialDemand > 0 { subscription.request(initialDemand) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    values.append(input)
    return demandPerValue
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    completions.append(completion)
  }

  /// Whether exactly one completion arrived, and it was `.finished`.
  var finished: Bool {
    guard completions.count == 1, case .finished = completions[0] else { return false }
    return true
  }
}

/// A publisher driven by hand, which records the demand it was given and whether it was
/// cancelled.
final class CombineManualPublisher<Output, Failure: Error>: Publisher {
  private var downstream: AnySubscriber<Output, Failure>?
  private(set) var requested = Subscribers.Demand.none
  private(set) var cancelled = false
  private(set) var subscriptionCount = 0

  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscriptionCount += 1
    downstream = AnySubscriber(subscriber)
    subscriber.receive(
      subscription: CombineManualSubscription(
        onRequest: { [unowned self] in requested += $0 },
        onCancel: { [unowned self] in
          cancelled = true
          downstream = nil
        }))
  }

  /// Sends a value if still subscribed; answers the subscriber's extra demand.
  @discardableResult
  func send(_ value: Output) -> Subscribers.Demand {
    guard let downstream else { return .none }
    let more = downstream.receive(value)
    requested += more
    return more
  }

  func send(completion: Subscribers.Completion<Failure>) {
    downstream?.receive(completion: completion)
    downstream = nil
  }
}

private final class CombineManualSubscription: Subscription {
  let onRequest: (Subscribers.Demand) -> Void
  let onCancel: () -> Void

  init(onRequest: @escaping (Subscribers.Demand) -> Void, onCancel: @escaping () -> Void) {
    self.onRequest = onRequest
    self.onCancel = onCancel
  }

  func request(_ demand: Subscribers.Demand) { onRequest(demand) }
  func cancel() { onCancel() }
}

/// An error for failure paths.
struct CombineTestError: Error, Equatable {
  var code = 1
}

/// Polls `condition` on the caller's actor until it holds or `timeout` passes. The generous
/// timeout only matters when the main queue is busy with other tests; a condition that holds
/// returns at once.
func combineEventually(
  isolation: isolated (any Actor)? = #isolation, timeout: Duration = .seconds(20),
  _ condition: () -> Bool
) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now + timeout
  while !condition() {
    if clock.now >= deadline { return false }
    try? await Task.sleep(for: .milliseconds(2))
  }
  return true
}

/// A list that several threads may append to.
final class CombineLockedList<Element>: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [Element] = []

  var items: [Element] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }

  func append(_ element: Element) {
    lock.lock()
    storage.append(element)
    lock.unlock()
  }
}

/// A scheduler with virtual time: scheduled actions run only when a test advances its clock,
/// in time order (and in scheduling order at equal times).
final class CombineTestScheduler: Scheduler {
  struct SchedulerTimeType: Strideable, Hashable {
    typealias Stride = SchedulerStride

    var nanoseconds: Int

    func distance(to other: SchedulerTimeType) -> Stride {
      .nanoseconds(other.nanoseconds - nanoseconds)
    }

    func advanced(by n: Stride) -> SchedulerTimeType {
      SchedulerTimeType(nanoseconds: nanoseconds + n.magnitude)
    }
  }

  typealias SchedulerOptions = Never

  private(set) var now = SchedulerTimeType(nanoseconds: 0)
  var minimumTolerance: SchedulerStride { .zero }
  private var scheduled: [(time: SchedulerTimeType, order: Int, action: () -> Void)] = []
  private var nextOrder = 0

  /// The number of actions waiting for their time.
  var pendingCount: Int { scheduled.count }

  func schedule(options: Never?, _ action: @escaping () -> Void) {
    schedule(after: now, tolerance: .zero, options: nil, action)
  }

  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerStride, options: Never?,
    _ action: @escaping () -> Void
  ) {
    scheduled.append((date, nextOrder, action))
    nextOrder += 1
  }

  func schedule(
    after date: SchedulerTimeType, interval: SchedulerStride, tolerance: SchedulerStride,
    options: Never?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    let live = CombineLockedList<Bool>()
    func repeatAt(_ time: SchedulerTimeType) {
      schedule(after: time, tolerance: tolerance, options: nil) {
        guard live.items.isEmpty else { return }
        action()
        repeatAt(time.advanced(by: interval))
      }
    }
    repeatAt(date)
    return AnyCancellable { live.append(false) }
  }

  /// Moves the clock forward by `stride`, running every action that falls due on the way.
  func advance(by stride: SchedulerStride = .zero) {
    let target = now.advanced(by: stride)
    while let index = scheduled.indices.filter({ scheduled[$0].time <= target }).min(by: {
      (scheduled[$0].time, scheduled[$0].order) < (scheduled[$1].time, scheduled[$1].order)
    }) {
      let next = scheduled.remove(at: index)
      now = Swift.max(now, next.time)
      next.action()
    }
    now = target
  }
}

/// Whether an HTTP proxy is configured: URL sessions would send loopback requests to it, so
/// the tests that talk to a `CombineHTTPServer` are skipped.
let combineHTTPProxyConfigured = ["http_proxy", "HTTP_PROXY", "all_proxy", "ALL_PROXY"].contains {
  ProcessInfo.processInfo.environment[$0]?.isEmpty == false
}

/// A one-thread HTTP server on the loopback interface, for `dataTaskPublisher` tests.
///
/// It answers every request with `body` (status 200), or, when `silent`, accepts the
/// connection and never answers, noting when the client closes it.
final class CombineHTTPServer: @unchecked Sendable {
  let port: UInt16
  private let listener: Int32
  private let body: String
  private let silent: Bool
  private let lock = NSLock()
  private var closedByClient = 0
  private var requests = 0

  init(body: String = "", silent: Bool = false) {
    self.body = body
    self.silent = silent
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
        _ = bind(listener, raw, length)
        _ = getsockname(listener, raw, &length)
      }
    }
    listen(listener, 8)
    self.listener = listener
    port = UInt16(bigEndian: address.sin_port)
    Thread.detachNewThread { [self] in serve() }
  }

  /// Stops accepting connections (the serving thread ends).
  func stop() {
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
  }

  /// The URL of a path on this server.
  func url(_ path: String = "/") -> URL {
    URL(string: "http://127.0.0.1:\(port)\(path)")!
  }

  /// How many connections the client closed while the server was still waiting to answer.
  var connectionsClosedByClient: Int {
    lock.lock()
    defer { lock.unlock() }
    return closedByClient
  }

  /// How many requests arrived.
  var requestCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return requests
  }

  private func serve() {
    while true {
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else { return }
      var buffer = [UInt8](repeating: 0, count: 4096)
      _ = recv(connection, &buffer, buffer.count, 0)
      lock.lock()
      requests += 1
      lock.unlock()
      if silent {
        // Wait for the client to give up: recv answers 0 when it closes the connection.
        while recv(connection, &buffer, buffer.count, 0) > 0 {}
        lock.lock()
        closedByClient += 1
        lock.unlock()
      } else {
        let response =
          "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: "
          + "\(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
        _ = response.withCString { send(connection, $0, strlen($0), 0) }
      }
      close(connection)
    }
  }
}
