import Foundation
import Testing

@testable import DeclCombine

/// Time-based operators on a virtual clock (`CombineTestScheduler`), plus a bounded real-time
/// check of each on the main queue.
@Suite struct CombineTimingTests {
  @Test func throttleLatestPublishesTheFirstThenTheLatestPerInterval() {
    let scheduler = CombineTestScheduler()
    let subject = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    let cancellable = subject.throttle(for: .seconds(1), scheduler: scheduler, latest: true)
      .sink { values.append($0) }
    subject.send(1)
    #expect(values.isEmpty)  // delivered through the scheduler
    scheduler.advance()
    #expect(values == [1])
    scheduler.advance(by: .milliseconds(100))
    subject.send(2)
    subject.send(3)
    scheduler.advance(by: .milliseconds(800))
    #expect(values == [1])
    scheduler.advance(by: .milliseconds(100))
    #expect(values == [1, 3])
    // A quiet interval has passed: the next element goes out at once.
    scheduler.advance(by: .seconds(2))
    subject.send(4)
    scheduler.advance()
    #expect(values == [1, 3, 4])
    _ = cancellable
  }

  @Test func throttleFirstKeepsTheFirstElementOfEachInterval() {
    let scheduler = CombineTestScheduler()
    let subject = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    let cancellable = subject.throttle(for: .seconds(1), scheduler: scheduler, latest: false)
      .sink { values.append($0) }
    subject.send(1)
    scheduler.advance()
    subject.send(2)
    subject.send(3)
    scheduler.advance(by: .seconds(1))
    #expect(values == [1, 2])
    _ = cancellable
  }

  @Test func throttleDropsElementsWithoutDemandAndFinishesAfterTheHeldElement() {
    let scheduler = CombineTestScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let recorder = CombineRecorder<Int, Never>(initialDemand: .max(1))
    subject.throttle(for: .seconds(1), scheduler: scheduler, latest: true).subscribe(recorder)
    subject.send(1)
    scheduler.advance()
    subject.send(2)  // no demand left: dropped
    scheduler.advance(by: .seconds(1))
    #expect(recorder.values == [1])
    recorder.subscription?.request(.max(1))
    subject.send(3)
    subject.send(completion: .finished)
    #expect(recorder.completions.isEmpty)
    scheduler.advance(by: .seconds(1))
    #expect(recorder.values == [1, 3])
    #expect(recorder.finished)
  }

  @Test func delayShiftsElementsAndTheCompletion() {
    let scheduler = CombineTestScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let recorder = CombineRecorder<Int, Never>()
    subject.delay(for: .milliseconds(500), scheduler: scheduler).subscribe(recorder)
    subject.send(1)
    scheduler.advance(by: .milliseconds(200))
    subject.send(2)
    subject.send(completion: .finished)
    scheduler.advance(by: .milliseconds(299))
    #expect(recorder.values.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(recorder.values == [1])
    scheduler.advance(by: .milliseconds(200))
    #expect(recorder.values == [1, 2])
    #expect(recorder.finished)
  }

  @Test func cancellingADelayDropsWhatIsPending() {
    let scheduler = CombineTestScheduler()
    let upstream = CombineManualPublisher<Int, Never>()
    var values: [Int] = []
    let cancellable = upstream.delay(for: 1, tolerance: 0.1, scheduler: scheduler)
      .sink { values.append($0) }
    upstream.send(1)
    cancellable.cancel()
    scheduler.advance(by: .seconds(2))
    #expect(values.isEmpty)
    #expect(upstream.cancelled)
  }

  @Test func timeoutFinishesWhenTheUpstreamIsQuiet() {
    let scheduler = CombineTestScheduler()
    let upstream = CombineManualPublisher<Int, Never>()
    let recorder = CombineRecorder<Int, Never>()
    upstream.timeout(.seconds(1), scheduler: scheduler).subscribe(recorder)
    scheduler.advance(by: .milliseconds(900))
    upstream.send(1)  // restarts the clock
    scheduler.advance(by: .milliseconds(900))
    #expect(recorder.values == [1])
    #expect(recorder.completions.isEmpty)
    scheduler.advance(by: .milliseconds(100))
    #expect(recorder.finished)
    #expect(upstream.cancelled)
  }

  @Test func timeoutFailsWithTheCustomError() {
    let scheduler = CombineTestScheduler()
    let subject = PassthroughSubject<Int, CombineTestError>()
    let recorder = CombineRecorder<Int, CombineTestError>()
    subject.timeout(.seconds(1), scheduler: scheduler) { CombineTestError(code: 408) }
      .subscribe(recorder)
    scheduler.advance(by: .seconds(1))
    #expect(recorder.completions == [.failure(CombineTestError(code: 408))])

    let finishing = CombineRecorder<Int, CombineTestError>()
    let early = PassthroughSubject<Int, CombineTestError>()
    early.timeout(.seconds(1), scheduler: scheduler).subscribe(finishing)
    early.send(completion: .finished)
    scheduler.advance(by: .seconds(5))
    #expect(finishing.completions == [.finished])
  }

  @Test func measureIntervalReportsTheTimeBetweenElements() {
    let scheduler = CombineTestScheduler()
    let subject = PassthroughSubject<Void, Never>()
    var intervals: [SchedulerStride] = []
    let cancellable = subject.measureInterval(using: scheduler).sink { intervals.append($0) }
    scheduler.advance(by: .milliseconds(500))
    subject.send()
    scheduler.advance(by: .milliseconds(250))
    subject.send()
    #expect(intervals == [.milliseconds(500), .milliseconds(250)])
    _ = cancellable
  }

  @Test func subscribeOnSubscribesRequestsAndCancelsThroughTheScheduler() {
    let scheduler = CombineTestScheduler()
    let upstream = CombineManualPublisher<Int, Never>()
    let recorder = CombineRecorder<Int, Never>(initialDemand: .max(2))
    upstream.subscribe(on: scheduler).subscribe(recorder)
    #expect(upstream.subscriptionCount == 0)
    scheduler.advance()
    #expect(upstream.subscriptionCount == 1)
    #expect(upstream.requested == .max(2))
    recorder.subscription?.request(.max(1))
    #expect(upstream.requested == .max(2))
    scheduler.advance()
    #expect(upstream.requested == .max(3))
    upstream.send(5)
    #expect(recorder.values == [5])
    recorder.subscription?.cancel()
    #expect(!upstream.cancelled)
    scheduler.advance()
    #expect(upstream.cancelled)
  }

  @Test func debounceOnTheVirtualClock() {
    let scheduler = CombineTestScheduler()
    let subject = PassthroughSubject<String, Never>()
    var values: [String] = []
    let cancellable = subject.debounce(for: .milliseconds(300), scheduler: scheduler)
      .sink { values.append($0) }
    subject.send("a")
    scheduler.advance(by: .milliseconds(200))
    subject.send("ab")
    scheduler.advance(by: .milliseconds(299))
    #expect(values.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(values == ["ab"])
    _ = cancellable
  }

  @Test @MainActor func throttleAndDelayOnTheMainQueue() async {
    let subject = PassthroughSubject<Int, Never>()
    var throttled: [Int] = []
    var delayed: [Int] = []
    let throttle = subject.throttle(
      for: .milliseconds(50), scheduler: DispatchQueue.main, latest: true
    )
    .sink { throttled.append($0) }
    let delay = subject.delay(for: .milliseconds(20), scheduler: RunLoop.main)
      .sink { delayed.append($0) }
    subject.send(1)
    #expect(throttled.isEmpty)
    #expect(delayed.isEmpty)
    #expect(await combineEventually { throttled == [1] })
    // Within the interval that began with 1: only the latest goes out, at its end.
    subject.send(2)
    subject.send(3)
    #expect(await combineEventually { throttled == [1, 3] && delayed == [1, 2, 3] })
    _ = (throttle, delay)
  }
}
