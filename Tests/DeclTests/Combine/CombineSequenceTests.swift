import Foundation
import Testing

@testable import DeclCombine

@Suite struct CombineSequenceTests {
  @Test func publishesEveryElementInOrderThenFinishes() {
    let recorder = CombineRecorder<Int, Never>()
    [1, 2, 3].publisher.subscribe(recorder)
    #expect(recorder.values == [1, 2, 3])
    #expect(recorder.finished)
  }

  @Test func honoursDemandAndFinishesRightAfterTheLastElement() {
    let recorder = CombineRecorder<Int, Never>(initialDemand: .max(2))
    (1...4).publisher.subscribe(recorder)
    #expect(recorder.values == [1, 2])
    #expect(recorder.completions.isEmpty)
    recorder.subscription?.request(.max(1))
    #expect(recorder.values == [1, 2, 3])
    recorder.subscription?.request(.max(5))
    #expect(recorder.values == [1, 2, 3, 4])
    #expect(recorder.finished)
  }

  @Test func demandReturnedFromReceiveIsServedWithoutNesting() {
    // One more per element, a million times: a nested implementation would overflow the stack.
    let recorder = CombineRecorder<Int, Never>(initialDemand: .max(1), demandPerValue: .max(1))
    (0..<1_000_000).publisher.subscribe(recorder)
    #expect(recorder.values.count == 1_000_000)
    #expect(recorder.finished)
  }

  @Test func anEmptySequenceFinishesBeforeAnyDemand() {
    let recorder = CombineRecorder<Int, Never>(initialDemand: .none)
    [Int]().publisher.subscribe(recorder)
    #expect(recorder.finished)
  }

  @Test func cancellingStopsDelivery() {
    var values: [Int] = []
    var sink: Subscribers.Sink<Int, Never>?
    sink = Subscribers.Sink(receiveCompletion: { _ in values.append(-1) }) { value in
      values.append(value)
      if value == 3 { sink?.cancel() }
    }
    (1...10).publisher.subscribe(sink!)
    #expect(values == [1, 2, 3])
  }

  @Test func optionalElementsKeepTheirNils() {
    let recorder = CombineRecorder<Int?, Never>()
    [1, nil, 3].publisher.subscribe(recorder)
    #expect(recorder.values == [1, nil, 3])
    #expect(recorder.finished)
  }

  @Test func recordPlaysBackOutputThenItsCompletion() {
    let record = Record<Int, CombineTestError> { recording in
      recording.receive(1)
      recording.receive(2)
      recording.receive(completion: .failure(CombineTestError(code: 7)))
      recording.receive(3)  // after the completion: ignored
    }
    #expect(record.recording.output == [1, 2])
    for _ in 0..<2 {
      let recorder = CombineRecorder<Int, CombineTestError>()
      record.subscribe(recorder)
      #expect(recorder.values == [1, 2])
      #expect(recorder.completions == [.failure(CombineTestError(code: 7))])
    }
    let empty = CombineRecorder<Int, CombineTestError>(initialDemand: .none)
    Record(output: [], completion: .failure(CombineTestError())).subscribe(empty)
    #expect(empty.completions == [.failure(CombineTestError())])
  }

  @Test func resultPublisherSucceedsOnDemandOrFailsAtOnce() {
    let success = CombineRecorder<Int, CombineTestError>(initialDemand: .none)
    Result<Int, CombineTestError>.success(5).publisher.subscribe(success)
    #expect(success.values.isEmpty)
    success.subscription?.request(.max(1))
    #expect(success.values == [5])
    #expect(success.finished)

    let failure = CombineRecorder<Int, CombineTestError>(initialDemand: .none)
    Result<Int, CombineTestError>.Publisher(CombineTestError(code: 2)).subscribe(failure)
    #expect(failure.values.isEmpty)
    #expect(failure.completions == [.failure(CombineTestError(code: 2))])
  }

  @Test func deferredMakesAPublisherPerSubscriber() {
    var made = 0
    let deferred = Deferred { () -> Just<Int> in
      made += 1
      return Just(made)
    }
    #expect(made == 0)
    var values: [Int] = []
    _ = deferred.sink { values.append($0) }
    _ = deferred.sink { values.append($0) }
    #expect(values == [1, 2])
  }
}
