import Foundation

/// A publisher that eventually produces a single value and then finishes or fails.
///
/// The closure runs at once, when the future is created (not per subscriber); every
/// subscriber, early or late, receives the one result. Wrap it in `Deferred` to start the
/// work per subscription.
///
/// ```swift
/// Future<Int, Never> { promise in
///   DispatchQueue.main.asyncAfter(deadline: .now() + 1) { promise(.success(42)) }
/// }
/// ```
public final class Future<Output, Failure: Error>: Publisher {
  /// A type that represents a closure to invoke in the future, when an element or error is
  /// available.
  public typealias Promise = (Result<Output, Failure>) -> Void

  private let lock = NSLock()
  // Guarded by `lock`. Only the first result counts; waiters are answered once it arrives.
  private var result: Result<Output, Failure>?
  private var waiters: [(Result<Output, Failure>) -> Void] = []

  /// Creates a publisher that invokes a promise closure when the publisher emits an element.
  public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
    attemptToFulfill { [self] result in fulfill(result) }
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let subscription = FutureSubscription(downstream: subscriber)
    subscriber.receive(subscription: subscription)
    whenFulfilled { subscription.fulfill($0) }
  }

  /// Calls `action` with the result, now if there is one, else when it arrives.
  func whenFulfilled(_ action: @escaping (Result<Output, Failure>) -> Void) {
    lock.lock()
    guard let result else {
      waiters.append(action)
      lock.unlock()
      return
    }
    lock.unlock()
    action(result)
  }

  private func fulfill(_ result: Result<Output, Failure>) {
    guard lock.lock(if: self.result == nil) else { return }
    self.result = result
    let waiters = self.waiters
    self.waiters = []
    lock.unlock()
    for waiter in waiters { waiter(result) }
  }
}

extension Future where Failure == Never {
  /// The published value, once the future is fulfilled.
  public var value: Output {
    get async {
      let box: UncheckedBox<Output> = await withCheckedContinuation { continuation in
        whenFulfilled { result in
          guard case .success(let output) = result else { return }
          continuation.resume(returning: UncheckedBox(output))
        }
      }
      return box.value
    }
  }
}

extension Future {
  /// The published value, once the future is fulfilled; throws its error if it fails.
  public var value: Output {
    get async throws {
      let box: UncheckedBox<Output> = try await withCheckedThrowingContinuation { continuation in
        whenFulfilled { result in
          switch result {
          case .success(let output): continuation.resume(returning: UncheckedBox(output))
          case .failure(let error): continuation.resume(throwing: error)
          }
        }
      }
      return box.value
    }
  }
}

/// One subscriber's view of a future: the result is delivered once there is demand.
private final class FutureSubscription<Downstream: Subscriber>: Subscription {
  private let lock = NSLock()
  // Guarded by `lock`; `downstream` is `nil` once delivered or cancelled.
  private var downstream: Downstream?
  private var result: Result<Downstream.Input, Downstream.Failure>?
  private var requested = false

  init(downstream: Downstream) {
    self.downstream = downstream
  }

  func fulfill(_ result: Result<Downstream.Input, Downstream.Failure>) {
    lock.lock()
    self.result = result
    lock.unlock()
    deliverIfReady()
  }

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    lock.lock()
    requested = true
    lock.unlock()
    deliverIfReady()
  }

  func cancel() {
    lock.lock()
    downstream = nil
    lock.unlock()
  }

  /// A failure goes out at once; a value waits for demand.
  private func deliverIfReady() {
    lock.lock()
    guard let downstream, let result else {
      lock.unlock()
      return
    }
    switch result {
    case .success(let output):
      guard requested else {
        lock.unlock()
        return
      }
      self.downstream = nil
      lock.unlock()
      _ = downstream.receive(output)
      downstream.receive(completion: .finished)
    case .failure(let error):
      self.downstream = nil
      lock.unlock()
      downstream.receive(completion: .failure(error))
    }
  }
}
