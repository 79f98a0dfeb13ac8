import Foundation

/// A publisher that exposes its elements as an asynchronous sequence.
///
/// ```swift
/// for await value in model.$count.values { print(value) }
/// ```
///
/// The iterator subscribes when it is made and asks for one element per `next()`; leaving the
/// loop, or cancelling the task, cancels the subscription.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
  public typealias Element = P.Output

  private let publisher: P

  /// Creates a publisher that exposes elements received from an upstream publisher as an
  /// asynchronous sequence.
  public init(_ publisher: P) {
    self.publisher = publisher
  }

  public func makeAsyncIterator() -> Iterator {
    Iterator(publisher)
  }

  /// The iterator that produces elements of the asynchronous publisher sequence.
  public struct Iterator: AsyncIteratorProtocol {
    public typealias Element = P.Output

    private let subscription: AsyncSubscription<P.Output, Never>

    init(_ publisher: P) {
      subscription = AsyncSubscription(publisher)
    }

    /// Produces the next element, or `nil` once the publisher finishes.
    public mutating func next() async -> P.Output? {
      try? await subscription.next()
    }
  }
}

/// A publisher that exposes its elements as an asynchronous sequence that may throw the
/// publisher's failure.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
  public typealias Element = P.Output

  private let publisher: P

  /// Creates a publisher that exposes elements received from an upstream publisher as a
  /// throwing asynchronous sequence.
  public init(_ publisher: P) {
    self.publisher = publisher
  }

  public func makeAsyncIterator() -> Iterator {
    Iterator(publisher)
  }

  /// The iterator that produces elements of the asynchronous publisher sequence.
  public struct Iterator: AsyncIteratorProtocol {
    public typealias Element = P.Output

    private let subscription: AsyncSubscription<P.Output, P.Failure>

    init(_ publisher: P) {
      subscription = AsyncSubscription(publisher)
    }

    /// Produces the next element, `nil` once the publisher finishes, or throws its failure.
    public mutating func next() async throws -> P.Output? {
      try await subscription.next()
    }
  }
}

extension Publisher where Failure == Never {
  /// The elements from the publisher, as an asynchronous sequence.
  public var values: AsyncPublisher<Self> {
    AsyncPublisher(self)
  }
}

extension Publisher {
  /// The elements from the publisher, as a throwing asynchronous sequence.
  public var values: AsyncThrowingPublisher<Self> {
    AsyncThrowingPublisher(self)
  }
}

/// Owns an iterator's subscriber: when the iterator goes away, the subscription is cancelled.
final class AsyncSubscription<Output, Failure: Error>: Sendable {
  private let subscriber: AsyncSubscriber<Output, Failure>

  init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    subscriber = AsyncSubscriber()
    publisher.subscribe(subscriber)
  }

  deinit {
    subscriber.cancel()
  }

  func next() async throws -> Output? {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        subscriber.await(continuation)
      }?.value
    } onCancel: {
      subscriber.cancel()
    }
  }
}

/// Requests one element per awaited `next()` and resumes the waiting task with it.
///
/// `@unchecked Sendable`: its state is lock-protected, and elements cross to the awaiting task
/// as Combine's async sequences carry them, whatever their type.
private final class AsyncSubscriber<Input, Failure: Error>: Subscriber, @unchecked Sendable {
  typealias Continuation = CheckedContinuation<UncheckedBox<Input>?, any Error>

  private let lock = NSLock()
  // Guarded by `lock`. `ended` holds the completion (or cancellation) once the stream is over.
  private var subscription: (any Subscription)?
  private var waiting: Continuation?
  private var buffered: [Input] = []
  private var ended: Subscribers.Completion<Failure>?
  private var cancelled = false

  func receive(subscription: any Subscription) {
    guard lock.lock(if: self.subscription == nil && !cancelled && ended == nil) else {
      subscription.cancel()
      return
    }
    self.subscription = subscription
    let wanted = waiting != nil
    lock.unlock()
    if wanted { subscription.request(.max(1)) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard let waiting else {
      buffered.append(input)
      lock.unlock()
      return .none
    }
    self.waiting = nil
    lock.unlock()
    waiting.resume(returning: UncheckedBox(input))
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    ended = completion
    subscription = nil
    let waiting = self.waiting
    self.waiting = nil
    lock.unlock()
    waiting.map(Self.resume(completion))
  }

  /// Answers `continuation` with a buffered element or the end, else asks for one element.
  func await(_ continuation: Continuation) {
    lock.lock()
    if !buffered.isEmpty {
      let value = buffered.removeFirst()
      lock.unlock()
      continuation.resume(returning: UncheckedBox(value))
    } else if cancelled {
      lock.unlock()
      continuation.resume(returning: nil)
    } else if let ended {
      // Later calls after a failure answer `nil`, as an iterator that has thrown does.
      self.ended = .finished
      lock.unlock()
      Self.resume(ended)(continuation)
    } else {
      waiting = continuation
      let subscription = self.subscription
      lock.unlock()
      subscription?.request(.max(1))
    }
  }

  func cancel() {
    lock.lock()
    cancelled = true
    let subscription = self.subscription
    let waiting = self.waiting
    self.subscription = nil
    self.waiting = nil
    buffered = []
    lock.unlock()
    subscription?.cancel()
    waiting?.resume(returning: nil)
  }

  private static func resume(_ completion: Subscribers.Completion<Failure>) -> (Continuation) ->
    Void
  {
    { continuation in
      switch completion {
      case .finished: continuation.resume(returning: nil)
      case .failure(let error): continuation.resume(throwing: error)
      }
    }
  }
}
