import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Publishers {
  /// A publisher that raises a debugger signal upon receiving a failure, or when a closure
  /// says so.
  ///
  /// As in Combine the signal is `SIGTRAP`: under a debugger the program stops there; without
  /// one it ends, and a Decl app restores the terminal first (its crash handler).
  public struct Breakpoint<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A closure that executes when the publisher receives a subscription, and can raise a
    /// debugger signal by returning a true Boolean value.
    public let receiveSubscription: ((any Subscription) -> Bool)?
    /// A closure that executes when the publisher receives output from the upstream
    /// publisher, and can raise a debugger signal by returning a true Boolean value.
    public let receiveOutput: ((Upstream.Output) -> Bool)?
    /// A closure that executes when the publisher receives completion, and can raise a
    /// debugger signal by returning a true Boolean value.
    public let receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)?

    /// Creates a breakpoint publisher with the provided upstream publisher and breakpoint
    /// closures; prefer `breakpoint(...)`.
    public init(
      upstream: Upstream, receiveSubscription: ((any Subscription) -> Bool)? = nil,
      receiveOutput: ((Upstream.Output) -> Bool)? = nil,
      receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil
    ) {
      self.upstream = upstream
      self.receiveSubscription = receiveSubscription
      self.receiveOutput = receiveOutput
      self.receiveCompletion = receiveCompletion
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let (subscription, output, completion) = (
        receiveSubscription, receiveOutput, receiveCompletion
      )
      let signal = DebuggerSignal.shared
      upstream.subscribe(
        EventSubscriber(
          downstream: subscriber,
          events: SubscriptionEvents(
            subscription: subscription.map { test in { if test($0) { signal.trap() } } },
            output: output.map { test in { if test($0) { signal.trap() } } },
            completion: completion.map { test in { if test($0) { signal.trap() } } })))
    }
  }
}

/// Raises `SIGTRAP` for `breakpoint`; tests put a handler in its place.
final class DebuggerSignal: @unchecked Sendable {
  static let shared = DebuggerSignal()

  private let lock = NSLock()
  // Guarded by `lock`; nil raises the signal.
  private var handler: (() -> Void)?

  /// Runs `body` with `handler` called instead of raising the signal.
  func intercepting<T>(_ handler: @escaping () -> Void, _ body: () throws -> T) rethrows -> T {
    lock.withLock { self.handler = handler }
    defer { lock.withLock { self.handler = nil } }
    return try body()
  }

  func trap() {
    guard let handler = lock.withLock({ handler }) else {
      _ = raise(SIGTRAP)
      return
    }
    handler()
  }
}

extension Publisher {
  /// Raises a debugger signal when a provided closure needs to stop the process in the
  /// debugger.
  public func breakpoint(
    receiveSubscription: ((any Subscription) -> Bool)? = nil,
    receiveOutput: ((Output) -> Bool)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil
  ) -> Publishers.Breakpoint<Self> {
    Publishers.Breakpoint(
      upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
      receiveCompletion: receiveCompletion)
  }

  /// Raises a debugger signal upon receiving a failure.
  public func breakpointOnError() -> Publishers.Breakpoint<Self> {
    breakpoint(receiveCompletion: { completion in
      if case .failure = completion { return true }
      return false
    })
  }
}
