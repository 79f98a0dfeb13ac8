import Foundation
import Testing

@testable import Decl
@testable import DeclCombine

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
