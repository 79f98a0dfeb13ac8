import Dispatch
import Foundation

extension Timer {
  /// Returns a publisher that repeatedly emits the current date on the given interval.
  ///
  /// ```swift
  /// Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  /// ```
  ///
  /// On `RunLoop.main` the timer runs on the main dispatch queue, which a Decl program and a
  /// test both service (neither spins the main run loop); on another run loop it is a
  /// Foundation `Timer` added to that run loop in `mode`.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
    in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
  ) -> TimerPublisher {
    TimerPublisher(
      interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
  }

  /// A publisher that repeatedly emits the current date on a given interval.
  ///
  /// Nothing is emitted until `connect()` (or `autoconnect()`); a subscriber without demand at
  /// a tick misses that tick. An interval of zero or less counts as 0.1 ms, as with `Timer`.
  public final class TimerPublisher: ConnectablePublisher {
    public typealias Output = Date
    public typealias Failure = Never

    /// The interval on which to publish events.
    public final let interval: TimeInterval
    /// The allowed timing variance when emitting events; `nil` allows any variance.
    public final let tolerance: TimeInterval?
    /// The run loop on which the timer runs.
    public final let runLoop: RunLoop
    /// The run loop mode in which to run the timer.
    public final let mode: RunLoop.Mode
    /// Scheduler options passed to the timer.
    public final let options: RunLoop.SchedulerOptions?

    private let core = SubjectCore<Date, Never>()
    private let lock = NSLock()
    // Guarded by `lock`.
    private var connection: TimerConnection?

    /// Creates a publisher that repeatedly emits the current date on the given interval.
    public init(
      interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop,
      mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
    ) {
      self.interval = interval
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      core.attach(subscriber)
    }

    /// Starts the timer; cancelling the returned value stops it. Connecting while connected
    /// returns the running connection.
    public func connect() -> any Cancellable {
      lock.lock()
      defer { lock.unlock() }
      if let connection, !connection.isCancelled { return connection }
      let made = TimerConnection(
        interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, core: core)
      connection = made
      return made
    }
  }
}

/// One running timer of a `TimerPublisher`.
///
/// A main-queue timer stays in `running` until cancelled, as a run loop keeps its timers, so a
/// connection ticks on whether or not anyone still holds it (a dispatch source that nobody
/// holds stops).
final class TimerConnection: Cancellable, @unchecked Sendable {
  private static let running = RunningTimers()

  private let lock = NSLock()
  // Guarded by `lock`; both `nil` once cancelled.
  private var source: (any DispatchSourceTimer)?
  private var timer: Timer?
  private var cancelled = false

  init(
    interval: TimeInterval, tolerance: TimeInterval?, runLoop: RunLoop, mode: RunLoop.Mode,
    core: SubjectCore<Date, Never>
  ) {
    let seconds = interval.isNaN || interval <= 0 ? 0.0001 : interval
    // A period beyond a few decades never comes; no timer is needed (and its nanoseconds
    // would overflow).
    guard seconds < 1e9 else { return }
    if runLoop === RunLoop.main {
      let period = DispatchTimeInterval.nanoseconds(Int(seconds * 1e9))
      let leeway = DispatchTimeInterval.nanoseconds(Int(min(tolerance ?? 0, seconds) * 1e9))
      let source = DispatchSource.makeTimerSource(queue: .main)
      source.schedule(deadline: .now() + period, repeating: period, leeway: leeway)
      source.setEventHandler { core.storeThenSend(Date()) }
      source.resume()
      self.source = source
      Self.running.insert(self)
    } else {
      let timer = Timer(timeInterval: seconds, repeats: true) { _ in core.storeThenSend(Date()) }
      if let tolerance { timer.tolerance = tolerance }
      runLoop.add(timer, forMode: mode)
      self.timer = timer
    }
  }

  var isCancelled: Bool {
    lock.lock()
    defer { lock.unlock() }
    return cancelled
  }

  func cancel() {
    lock.lock()
    let source = self.source
    let timer = self.timer
    self.source = nil
    self.timer = nil
    cancelled = true
    lock.unlock()
    source?.cancel()
    timer?.invalidate()
    Self.running.remove(self)
  }
}

/// The main-queue timer connections that have not been cancelled.
private final class RunningTimers: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var connections: [ObjectIdentifier: TimerConnection] = [:]

  func insert(_ connection: TimerConnection) {
    lock.lock()
    connections[ObjectIdentifier(connection)] = connection
    lock.unlock()
  }

  func remove(_ connection: TimerConnection) {
    lock.lock()
    connections[ObjectIdentifier(connection)] = nil
    lock.unlock()
  }
}
