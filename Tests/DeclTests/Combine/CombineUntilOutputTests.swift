import Foundation
import Testing

@testable import DeclCombine

/// drop(untilOutputFrom:) and prefix(untilOutputFrom:).
@Suite struct CombineUntilOutputTests {
  @Test func dropUntilOutputPassesValuesOnlyAfterTheTriggerFires() {
    let upstream = PassthroughSubject<Int, Never>()
    let trigger = CombineManualPublisher<String, Never>()
    let recorder = CombineRecorder<Int, Never>()
    upstream.drop(untilOutputFrom: trigger).subscribe(recorder)
    #expect(trigger.requested == .max(1))
    upstream.send(1)
    upstream.send(2)
    trigger.send("go")
    #expect(trigger.cancelled)
    upstream.send(3)
    upstream.send(4)
    upstream.send(completion: .finished)
    #expect(recorder.values == [3, 4])
    #expect(recorder.finished)
  }

  @Test func droppedValuesUseUpDemand() {
    let upstream = CombineManualPublisher<Int, Never>()
    let trigger = PassthroughSubject<Void, Never>()
    let recorder = CombineRecorder<Int, Never>(initialDemand: .max(4))
    upstream.drop(untilOutputFrom: trigger).subscribe(recorder)
    #expect(upstream.requested == .max(4))
    #expect(upstream.send(1) == .none)
    trigger.send()
    upstream.send(2)
    #expect(recorder.values == [2])
  }

  @Test func aTriggerThatFinishesFirstFinishesTheStream() {
    let upstream = CombineManualPublisher<Int, CombineTestError>()
    let trigger = PassthroughSubject<Int, CombineTestError>()
    let recorder = CombineRecorder<Int, CombineTestError>()
    upstream.drop(untilOutputFrom: trigger).subscribe(recorder)
    trigger.send(completion: .finished)
    #expect(recorder.finished)
    #expect(upstream.cancelled)

    let failing = CombineRecorder<Int, CombineTestError>()
    let failingTrigger = PassthroughSubject<Int, CombineTestError>()
    PassthroughSubject<Int, CombineTestError>().drop(untilOutputFrom: failingTrigger)
      .subscribe(failing)
    failingTrigger.send(completion: .failure(CombineTestError(code: 7)))
    #expect(failing.completions == [.failure(CombineTestError(code: 7))])
  }

  @Test func cancellingDropUntilOutputCancelsBoth() {
    let upstream = CombineManualPublisher<Int, Never>()
    let trigger = CombineManualPublisher<Int, Never>()
    let recorder = CombineRecorder<Int, Never>()
    upstream.drop(untilOutputFrom: trigger).subscribe(recorder)
    recorder.subscription?.cancel()
    #expect(upstream.cancelled)
    #expect(trigger.cancelled)
    trigger.send(1)
    upstream.send(2)
    #expect(recorder.values.isEmpty)
  }

  @Test func prefixUntilOutputFinishesWhenTheTriggerFires() {
    let upstream = CombineManualPublisher<Int, Never>()
    let trigger = CombineManualPublisher<Bool, CombineTestError>()
    let recorder = CombineRecorder<Int, Never>(initialDemand: .max(5))
    upstream.prefix(untilOutputFrom: trigger).subscribe(recorder)
    #expect(trigger.requested == .max(1))
    #expect(upstream.requested == .max(5))
    upstream.send(1)
    upstream.send(2)
    trigger.send(true)
    upstream.send(3)
    #expect(recorder.values == [1, 2])
    #expect(recorder.finished)
    #expect(upstream.cancelled)
    #expect(trigger.cancelled)
  }

  @Test func prefixUntilOutputIgnoresTheTriggersCompletion() {
    let upstream = PassthroughSubject<Int, Never>()
    let trigger = PassthroughSubject<Int, CombineTestError>()
    let recorder = CombineRecorder<Int, Never>()
    upstream.prefix(untilOutputFrom: trigger).subscribe(recorder)
    trigger.send(completion: .failure(CombineTestError()))
    upstream.send(1)
    upstream.send(completion: .finished)
    #expect(recorder.values == [1])
    #expect(recorder.finished)
  }

  @Test func aTriggerThatFiresAtOnceEndsTheStreamBeforeAnyValue() {
    let recorder = CombineRecorder<Int, Never>()
    [1, 2].publisher.prefix(untilOutputFrom: Just(())).subscribe(recorder)
    #expect(recorder.subscription != nil)
    #expect(recorder.values.isEmpty)
    #expect(recorder.finished)
  }
}
