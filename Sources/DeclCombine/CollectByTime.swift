import Foundation

extension Publishers {
  /// A strategy for collecting received elements.
  public enum TimeGroupingStrategy<Context: Scheduler> {
    /// A grouping that collects and periodically publishes items.
    case byTime(Context, Context.SchedulerTimeType.Stride)
    /// A grouping that collects and publishes items periodically or when a buffer reaches a
    /// maximum size.
    case byTimeOrCount(Context, Context.SchedulerTimeType.Stride, Int)
  }

  /// A publisher that buffers and periodically publishes its items.
  ///
  /// At each interval (on the strategy's scheduler) the elements received since the last
  /// array are published as one array, if there are any; `byTimeOrCount` also publishes as
  /// soon as the buffer holds `count` elements. Whatever is buffered is published when the
  /// upstream finishes; a failure is passed on at once and the buffer dropped. The upstream is
  /// asked for everything; an array due while the downstream has no demand is kept, and the
  /// elements that arrive meanwhile join it.
  public struct CollectByTime<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = [Upstream.Output]
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The strategy with which to collect and publish elements.
    public let strategy: TimeGroupingStrategy<Context>
    /// Scheduler options to use for the strategy.
    public let options: Context.SchedulerOptions?

    /// Creates a publisher that buffers and periodically publishes its items; prefer
    /// `collect(_:options:)`.
    public init(
      upstream: Upstream, strategy: TimeGroupingStrategy<Context>,
      options: Context.SchedulerOptions?
    ) {
      self.upstream = upstream
      self.strategy = strategy
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        TimeCollector(downstream: subscriber, strategy: strategy, options: options))
    }
  }
}

private final class TimeCollector<Element, Downstream: Subscriber, Context: Scheduler>:
  UpstreamLink<Downstream>, Subscriber
where Downstream.Input == [Element] {
  typealias Input = Element

  private let scheduler: Context
  private let interval: Context.SchedulerTimeType.Stride
  private let count: Int?
  private let options: Context.SchedulerOptions?
  // Guarded by `lock`.
  private var timer: (any Cancellable)?
  private var buffer: [Element] = []
  /// Arrays due but not yet delivered (no demand); the last one grows until delivered.
  private var due: [[Element]] = []
  private var demand = Subscribers.Demand.none
  private var delivering = false
  private var ending: Subscribers.Completion<Failure>?

  init(
    downstream: Downstream, strategy: Publishers.TimeGroupingStrategy<Context>,
    options: Context.SchedulerOptions?
  ) {
    self.options = options
    switch strategy {
    case .byTime(let scheduler, let interval):
      (self.scheduler, self.interval, count) = (scheduler, interval, nil)
    case .byTimeOrCount(let scheduler, let interval, let count):
      (self.scheduler, self.interval, self.count) = (scheduler, interval, Swift.max(1, count))
    }
    super.init(downstream: downstream)
  }

  override func receive(subscription: any Subscription) {
    guard adopt(subscription) else { return }
    let timer = scheduler.schedule(
      after: scheduler.now.advanced(by: interval), interval: interval,
      tolerance: scheduler.minimumTolerance, options: options
    ) { [weak self] in self?.flush() }
    lock.withLock { self.timer = timer }
    downstream.receive(subscription: self)
    subscription.request(.unlimited)
  }

  func receive(_ input: Element) -> Subscribers.Demand {
    guard lock.lock(if: !terminated && ending == nil) else { return .none }
    buffer.append(input)
    let full = count.map { buffer.count >= $0 } ?? false
    lock.unlock()
    if full { flush() }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    guard lock.lock(if: !terminated && ending == nil) else { return }
    upstream = nil
    ending = completion
    if case .failure = completion {
      buffer = []
      due = []
    }
    lock.unlock()
    flush()
  }

  override func request(_ demand: Subscribers.Demand) {
    lock.withLock { self.demand += demand }
    drain()
  }

  override func cancel() {
    let timer = lock.withLock { self.timer.take() }
    end()
    timer?.cancel()
  }

  override func clearLocked() {
    buffer = []
    due = []
  }

  /// Moves the buffer to the arrays due (joining one still waiting for demand), then delivers.
  private func flush() {
    lock.lock()
    if !buffer.isEmpty {
      if due.isEmpty || count != nil {
        due.append(buffer)
      } else {
        due[due.count - 1] += buffer
      }
      buffer = []
    }
    lock.unlock()
    drain()
  }

  private func drain() {
    guard lock.lock(if: !delivering && !terminated) else { return }
    delivering = true
    while demand > 0, !due.isEmpty {
      let array = due.removeFirst()
      demand -= 1
      lock.unlock()
      let more = downstream.receive(array)
      lock.lock()
      demand += more
    }
    delivering = false
    guard let ending, due.isEmpty, !terminated else {
      lock.unlock()
      return
    }
    terminated = true
    let timer = self.timer
    self.timer = nil
    lock.unlock()
    timer?.cancel()
    downstream.receive(completion: ending)
  }
}

extension Publisher {
  /// Collects elements by a given time-grouping strategy, and emits a single array of the
  /// collection.
  public func collect<S: Scheduler>(
    _ strategy: Publishers.TimeGroupingStrategy<S>, options: S.SchedulerOptions? = nil
  ) -> Publishers.CollectByTime<Self, S> {
    Publishers.CollectByTime(upstream: self, strategy: strategy, options: options)
  }
}
