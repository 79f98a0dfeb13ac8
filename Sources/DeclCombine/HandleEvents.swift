import Foundation

extension Publishers {
  /// A publisher that performs the specified closures when publisher events occur.
  public struct HandleEvents<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A closure that executes when the publisher receives the subscription from the upstream
    /// publisher.
    public var receiveSubscription: ((any Subscription) -> Void)?
    /// A closure that executes when the publisher receives a value from the upstream publisher.
    public var receiveOutput: ((Upstream.Output) -> Void)?
    /// A closure that executes when the upstream publisher finishes normally or terminates with
    /// an error.
    public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
    /// A closure that executes when the downstream receiver cancels publishing.
    public var receiveCancel: (() -> Void)?
    /// A closure that executes when the publisher receives a request for more elements.
    public var receiveRequest: ((Subscribers.Demand) -> Void)?

    /// Creates a publisher that runs closures on events; prefer `handleEvents(...)`.
    public init(
      upstream: Upstream, receiveSubscription: ((any Subscription) -> Void)? = nil,
      receiveOutput: ((Output) -> Void)? = nil,
      receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
      receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)?
    ) {
      self.upstream = upstream
      self.receiveSubscription = receiveSubscription
      self.receiveOutput = receiveOutput
      self.receiveCompletion = receiveCompletion
      self.receiveCancel = receiveCancel
      self.receiveRequest = receiveRequest
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        EventSubscriber(
          downstream: subscriber,
          events: SubscriptionEvents(
            subscription: receiveSubscription, output: receiveOutput,
            completion: receiveCompletion, cancel: receiveCancel, request: receiveRequest)))
    }
  }

  /// A publisher that prints log messages for all publishing events, optionally prefixed with
  /// a given string.
  ///
  /// Lines read as Combine's: `prefix: receive subscription: (…)`, `prefix: request unlimited`,
  /// `prefix: receive value: (1)`, `prefix: receive finished`, `prefix: receive error: (…)`,
  /// `prefix: receive cancel`.
  public struct Print<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// A string with which to prefix all log messages.
    public let prefix: String
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// A stream for text output that receives messages, or `nil` for standard output.
    public let stream: (any TextOutputStream)?

    /// Creates a publisher that prints log messages for all publishing events; prefer
    /// `print(_:to:)`.
    public init(upstream: Upstream, prefix: String, to stream: (any TextOutputStream)? = nil) {
      self.upstream = upstream
      self.prefix = prefix
      self.stream = stream
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let log = PrintLog(prefix: prefix, stream: stream)
      upstream.subscribe(
        EventSubscriber(
          downstream: subscriber,
          events: SubscriptionEvents(
            subscription: { log.write("receive subscription", value: $0) },
            output: { log.write("receive value", value: $0) },
            completion: { completion in
              switch completion {
              case .finished: log.write("receive finished")
              case .failure(let error): log.write("receive error", value: error)
              }
            },
            cancel: { log.write("receive cancel") },
            request: { log.write($0) },
            extraDemand: { log.write($0, synchronous: true) })))
    }
  }
}

extension Publisher {
  /// Performs the specified closures when publisher events occur.
  ///
  /// ```swift
  /// fetch().handleEvents(receiveSubscription: { _ in isLoading = true },
  ///                      receiveCompletion: { _ in isLoading = false })
  /// ```
  public func handleEvents(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveOutput: ((Output) -> Void)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
    receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)? = nil
  ) -> Publishers.HandleEvents<Self> {
    Publishers.HandleEvents(
      upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
      receiveCompletion: receiveCompletion, receiveCancel: receiveCancel,
      receiveRequest: receiveRequest)
  }

  /// Prints log messages for all publishing events, to standard output or to `stream`.
  public func print(_ prefix: String = "", to stream: (any TextOutputStream)? = nil)
    -> Publishers.Print<Self>
  {
    Publishers.Print(upstream: self, prefix: prefix, to: stream)
  }
}

/// The closures an `EventSubscriber` calls.
struct SubscriptionEvents<Output, Failure: Error> {
  var subscription: ((any Subscription) -> Void)?
  var output: ((Output) -> Void)?
  var completion: ((Subscribers.Completion<Failure>) -> Void)?
  var cancel: (() -> Void)?
  var request: ((Subscribers.Demand) -> Void)?
  /// Extra demand a downstream returned from `receive(_:)`.
  var extraDemand: ((Subscribers.Demand) -> Void)?
}

/// Reports every event between an upstream and a downstream, for handleEvents and print.
final class EventSubscriber<Downstream: Subscriber>: UpstreamLink<Downstream>, Subscriber {
  typealias Input = Downstream.Input

  private let events: SubscriptionEvents<Input, Failure>

  init(downstream: Downstream, events: SubscriptionEvents<Input, Failure>) {
    self.events = events
    super.init(downstream: downstream)
  }

  override func receive(subscription: any Subscription) {
    guard adopt(subscription) else { return }
    events.subscription?(subscription)
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    events.output?(input)
    let more = downstream.receive(input)
    if more > 0 { events.extraDemand?(more) }
    return more
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock.lock()
    // After a cancel the stream is over for the downstream; a late completion is not news.
    guard !terminated else {
      lock.unlock()
      return
    }
    upstream = nil
    terminated = true
    lock.unlock()
    events.completion?(completion)
    downstream.receive(completion: completion)
  }

  override func request(_ demand: Subscribers.Demand) {
    events.request?(demand)
    super.request(demand)
  }

  override func cancel() {
    let upstream = lock.withLock {
      terminated = true
      return self.upstream.take()
    }
    guard let upstream else { return }
    events.cancel?()
    upstream.cancel()
  }
}

/// Writes Print's lines, one at a time, to its stream or to standard output.
private final class PrintLog {
  private let prefix: String
  private let lock = NSLock()
  // Guarded by `lock`.
  private var stream: (any TextOutputStream)?

  init(prefix: String, stream: (any TextOutputStream)?) {
    self.prefix = prefix.isEmpty ? "" : prefix + ": "
    self.stream = stream
  }

  func write(_ event: String, value: Any? = nil) {
    var line = prefix + event
    if let value { line += ": (\(value))" }
    lock.lock()
    defer { lock.unlock() }
    if stream != nil {
      stream!.write(line + "\n")
    } else {
      Swift.print(line)
    }
  }

  func write(_ demand: Subscribers.Demand, synchronous: Bool = false) {
    let suffix = synchronous ? " (synchronous)" : ""
    if let max = demand.max {
      write("request max: (\(max))" + suffix)
    } else {
      write("request unlimited" + suffix)
    }
  }
}
