import Foundation
import Testing

@testable import DeclCombine

/// collect(.byTime) and collect(.byTimeOrCount), on a virtual-time scheduler.
@Suite struct CombineCollectByTimeTests {
  @Test func byTimePublishesWhatArrivedInEachInterval() {
    let scheduler = CombineTestScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let recorder = CombineRecorder<[Int], Never>()
    subject.collect(.byTime(scheduler, .seconds(1))).subscribe(recorder)
    subject.send(1)
    subject.send(2)
    scheduler.advance(by: .milliseconds(999))
    #expect(recorder.values.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(recorder.values == [[1, 2]])
    // An interval with nothing in it publishes nothing.
    scheduler.advance(by: .seconds(1))
    #expect(recorder.values == [[1, 2]])
    subject.send(3)
    scheduler.advance(by: .seconds(1))
    #expect(recorder.values == [[1, 2], [3]])
  }

  @Test func theRestIsPublishedWhenTheUpstreamFinishes() {
    let scheduler = CombineTestScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let recorder = CombineRecorder<[Int], Never>()
    subject.collect(.byTime(scheduler, .seconds(1))).subscribe(recorder)
    subject.send(1)
    subject.send(completion: .finished)
    #expect(recorder.values == [[1]])
    #expect(recorder.finished)
    // The timer stopped with the stream.
    scheduler.advance(by: .seconds(5))
    #expect(scheduler.pendingCount == 0)
  }

  @Test func aFailureDropsTheBuffer() {
    let scheduler = CombineTestScheduler()
    let subject = PassthroughSubject<Int, CombineTestError>()
    let recorder = CombineRecorder<[Int], CombineTestError>()
    subject.collect(.byTime(scheduler, .seconds(1))).subscribe(recorder)
    subject.send(1)
    subject.send(completion: .failure(CombineTestError()))
    #expect(recorder.values.isEmpty)
    #expect(recorder.completions == [.failure(CombineTestError())])
  }

  @Test func byTimeOrCountPublishesAFullBufferAtOnce() {
    let scheduler = CombineTestScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let recorder = CombineRecorder<[Int], Never>()
    subject.collect(.byTimeOrCount(scheduler, .seconds(1), 2)).subscribe(recorder)
    for value in 1...5 { subject.send(value) }
    #expect(recorder.values == [[1, 2], [3, 4]])
    scheduler.advance(by: .seconds(1))
    #expect(recorder.values == [[1, 2], [3, 4], [5]])
  }

  @Test func anArrayWaitsForDemandAndCancelStopsTheTimer() {
    let scheduler = CombineTestScheduler()
    let upstream = CombineManualPublisher<Int, Never>()
    let recorder = CombineRecorder<[Int], Never>(initialDemand: .none)
    upstream.collect(.byTime(scheduler, .seconds(1))).subscribe(recorder)
    #expect(upstream.requested == .unlimited)
    upstream.send(1)
    scheduler.advance(by: .seconds(1))
    upstream.send(2)
    scheduler.advance(by: .seconds(1))
    #expect(recorder.values.isEmpty)
    recorder.subscription?.request(.max(1))
    #expect(recorder.values == [[1, 2]])
    recorder.subscription?.cancel()
    #expect(upstream.cancelled)
    scheduler.advance(by: .seconds(3))
    #expect(scheduler.pendingCount == 0)
  }
}
