import Foundation

/// What an operator does with one upstream value.
enum OperatorStep<Output, Failure: Error> {
  /// Sends the value downstream.
  case emit(Output)
  /// Drops the value (and, with pass-through demand, asks upstream for one more).
  case skip
  /// Sends the value (once the downstream asks for one), then finishes; the upstream is
  /// cancelled first.
  case emitAndFinish(Output)
  /// Ends the stream now with this completion; the upstream is cancelled first.
  case finish(Subscribers.Completion<Failure>)
}

/// The subscriber behind the one-upstream operators that may change the failure type, end the
/// stream early, or publish one last value when the upstream finishes (tryMap, mapError,
/// first, prefix, dropFirst, scan, reduce, collect, replaceError, replaceEmpty, …).
///
/// It stands between the upstream and the downstream as the downstream's subscription, so it
/// can cancel the upstream itself. With `.passThrough` demand every downstream request goes
/// upstream; with `.unlimited` (the reducers) the upstream is asked for everything at once. In
/// both modes the downstream's own demand is counted, so a last value is held until the
/// downstream asks for it.
///
/// `step` may throw `Thrown`: a `try` operator's closure, whose error ends the stream (mapped by
/// `thrown`); a plain operator's throws `Never`.
final class OperatorSubscriber<
  Input, UpstreamFailure: Error, Thrown: Error, Downstream: Subscriber
>:
  Subscriber, Subscription
{
  typealias Failure = UpstreamFailure
  typealias Output = Downstream.Input
  typealias Ending = (last: Output?, completion: Subscribers.Completion<Downstream.Failure>)

  enum DemandMode {
    case passThrough, unlimited
  }

  private enum State {
    case awaiting
    case live(any Subscription)
    /// The upstream ended; `last` waits for downstream demand.
    case ending(last: Output, completion: Subscribers.Completion<Downstream.Failure>)
    case done
  }

  private let downstream: Downstream
  private let mode: DemandMode
  private let step: (Input) throws(Thrown) -> OperatorStep<Output, Downstream.Failure>
  private let thrown: (Thrown) -> Downstream.Failure
  private let end: (Subscribers.Completion<UpstreamFailure>) -> Ending
  private let lock = NSLock()
  // Guarded by `lock`.
  private var state = State.awaiting
  private var demand = Subscribers.Demand.none

  /// - Parameters:
  ///   - step: what to do with each value; upstream values arrive serially, so it may keep
  ///     state of its own without a lock.
  ///   - end: the last value (if any) and the completion to send when the upstream completes.
  init(
    downstream: Downstream, mode: DemandMode = .passThrough,
    thrown: @escaping (Thrown) -> Downstream.Failure,
    step: @escaping (Input) throws(Thrown) -> OperatorStep<Output, Downstream.Failure>,
    end: @escaping (Subscribers.Completion<UpstreamFailure>) -> Ending
  ) {
    self.downstream = downstream
    self.mode = mode
    self.thrown = thrown
    self.step = step
    self.end = end
  }

  /// An operator that keeps the upstream's completion, its error mapped by `failures`, and first
  /// publishes `last()` when the upstream finishes and that is not nil.
  convenience init(
    downstream: Downstream, mode: DemandMode = .passThrough,
    failures: FailureMapping<UpstreamFailure, Thrown, Downstream.Failure>,
    last: @escaping () -> Output? = { nil },
    step: @escaping (Input) throws(Thrown) -> OperatorStep<Output, Downstream.Failure>
  ) {
    self.init(downstream: downstream, mode: mode, thrown: failures.thrown, step: step) {
      completion in
      switch completion {
      case .finished: (last(), .finished)
      case .failure(let error): (nil, .failure(failures.upstream(error)))
      }
    }
  }

  func receive(subscription: any Subscription) {
    lock.lock()
    guard case .awaiting = state else {
      lock.unlock()
      subscription.cancel()
      return
    }
    state = .live(subscription)
    lock.unlock()
    downstream.receive(subscription: self)
    if mode == .unlimited { subscription.request(.unlimited) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.lock()
    guard case .live = state else {
      lock.unlock()
      return .none
    }
    lock.unlock()
    let next: OperatorStep<Output, Downstream.Failure>
    do throws(Thrown) { next = try step(input) } catch { next = .finish(.failure(thrown(error))) }
    switch next {
    case .emit(let output):
      lock.lock()
      demand -= 1
      lock.unlock()
      let more = downstream.receive(output)
      lock.lock()
      demand += more
      lock.unlock()
      return mode == .passThrough ? more : .none
    case .skip:
      return mode == .passThrough ? .max(1) : .none
    case .emitAndFinish(let output):
      guard let upstream = takeUpstream() else { return .none }
      upstream.cancel()
      // A reducer asked its upstream for everything, so the answer can come before the
      // downstream asked for it: it waits, as a last value does.
      lock.lock()
      guard demand > 0 else {
        state = .ending(last: output, completion: .finished)
        lock.unlock()
        return .none
      }
      lock.unlock()
      _ = downstream.receive(output)
      downstream.receive(completion: .finished)
      return .none
    case .finish(let completion):
      guard let upstream = takeUpstream() else { return .none }
      upstream.cancel()
      downstream.receive(completion: completion)
      return .none
    }
  }

  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    lock.lock()
    guard case .live = state else {
      lock.unlock()
      return
    }
    state = .done
    lock.unlock()
    let (last, completion) = end(completion)
    guard let last else {
      downstream.receive(completion: completion)
      return
    }
    lock.lock()
    guard demand > 0 else {
      state = .ending(last: last, completion: completion)
      lock.unlock()
      return
    }
    lock.unlock()
    _ = downstream.receive(last)
    downstream.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    lock.lock()
    self.demand += demand
    switch state {
    case .live(let upstream):
      lock.unlock()
      if mode == .passThrough { upstream.request(demand) }
    case .ending(let last, let completion) where self.demand > 0:
      state = .done
      lock.unlock()
      _ = downstream.receive(last)
      downstream.receive(completion: completion)
    default:
      lock.unlock()
    }
  }

  func cancel() {
    takeUpstream()?.cancel()
    lock.lock()
    state = .done
    lock.unlock()
  }

  /// Ends the stream, answering the upstream subscription if it was still live.
  private func takeUpstream() -> (any Subscription)? {
    lock.lock()
    defer { lock.unlock() }
    guard case .live(let upstream) = state else { return nil }
    state = .done
    return upstream
  }
}

/// How an operator's failures reach its downstream: the upstream's, and what its closure throws.
/// A plain operator keeps the upstream's failure and its closure throws nothing (`kept`); its
/// `try` form turns both into `any Error` (`erased`). So one generic body serves both forms.
struct FailureMapping<UpstreamFailure: Error, Thrown: Error, Failure: Error> {
  let upstream: (UpstreamFailure) -> Failure
  let thrown: (Thrown) -> Failure
}

extension OperatorSubscriber where Thrown == Never {
  /// An operator whose step throws nothing.
  convenience init(
    downstream: Downstream, mode: DemandMode = .passThrough,
    step: @escaping (Input) -> OperatorStep<Output, Downstream.Failure>,
    end: @escaping (Subscribers.Completion<UpstreamFailure>) -> Ending
  ) {
    self.init(downstream: downstream, mode: mode, thrown: unreachable, step: step, end: end)
  }

  /// An operator that keeps the upstream's completion, with its error mapped by `mapError`.
  convenience init(
    downstream: Downstream, mode: DemandMode = .passThrough,
    mapError: @escaping (UpstreamFailure) -> Downstream.Failure,
    step: @escaping (Input) -> OperatorStep<Output, Downstream.Failure>
  ) {
    self.init(downstream: downstream, mode: mode, step: step) { completion in
      switch completion {
      case .finished: (nil, .finished)
      case .failure(let error): (nil, .failure(mapError(error)))
      }
    }
  }
}

/// What a closure that throws `Never` throws, as any failure: nothing.
func unreachable<Failure>(_ never: Never) -> Failure {}

extension FailureMapping where Thrown == Never, UpstreamFailure == Failure {
  /// A plain operator's: the upstream's failure passes unchanged; nothing is thrown.
  static var kept: Self { Self(upstream: { $0 }, thrown: unreachable) }
}

extension FailureMapping where Thrown == any Error, Failure == any Error {
  /// A `try` operator's: the upstream's failure and a thrown error both end the stream as
  /// `any Error`.
  static var erased: Self { Self(upstream: { $0 }, thrown: { $0 }) }
}

extension Subscribers.Completion {
  /// The same completion with its error turned by `transform`.
  func mapFailure<NewFailure: Error>(_ transform: (Failure) -> NewFailure)
    -> Subscribers.Completion<NewFailure>
  {
    switch self {
    case .finished: .finished
    case .failure(let error): .failure(transform(error))
    }
  }
}
