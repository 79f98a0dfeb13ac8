extension Publishers {
  /// A publisher that measures and emits the time interval between events received from an
  /// upstream publisher.
  public struct MeasureInterval<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Context.SchedulerTimeType.Stride
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The scheduler used for tracking the timing of events.
    public let scheduler: Context

    /// Creates a measuring publisher; prefer `measureInterval(using:options:)`.
    public init(upstream: Upstream, scheduler: Context) {
      self.upstream = upstream
      self.scheduler = scheduler
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let scheduler = self.scheduler
      // The first interval is measured from the subscription.
      var last = scheduler.now
      upstream.subscribe(
        OperatorSubscriber(downstream: subscriber, mapError: { $0 }) { _ in
          let now = scheduler.now
          defer { last = now }
          return .emit(last.distance(to: now))
        })
    }
  }
}

extension Publisher {
  /// Measures and emits the time interval between events received from an upstream publisher.
  public func measureInterval<S: Scheduler>(using scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.MeasureInterval<Self, S>
  {
    Publishers.MeasureInterval(upstream: self, scheduler: scheduler)
  }
}
