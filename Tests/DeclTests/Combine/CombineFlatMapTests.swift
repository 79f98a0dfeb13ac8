import Foundation
import Testing

@testable import DeclCombine

@Suite struct CombineFlatMapTests {
  @Test func flattensInnerPublishersInArrivalOrder() {
    let outer = PassthroughSubject<Int, Never>()
    let inners = [PassthroughSubject<String, Never>(), PassthroughSubject<String, Never>()]
    let recorder = CombineRecorder<String, Never>()
    outer.flatMap { inners[$0] }.subscribe(recorder)
    outer.send(0)
    inners[0].send("a")
    outer.send(1)
    inners[1].send("b")
    inners[0].send("c")
    #expect(recorder.values == ["a", "b", "c"])
    outer.send(completion: .finished)
    inners[0].send(completion: .finished)
    #expect(recorder.completions.isEmpty)
    inners[1].send(completion: .finished)
    #expect(recorder.finished)
  }

  @Test func maxPublishersHoldsTheUpstreamBack() {
    let outer = CombineManualPublisher<Int, Never>()
    var inners: [Int: PassthroughSubject<Int, Never>] = [:]
    let recorder = CombineRecorder<Int, Never>()
    outer.flatMap(maxPublishers: .max(1)) { value -> PassthroughSubject<Int, Never> in
      let inner = PassthroughSubject<Int, Never>()
      inners[value] = inner
      return inner
    }.subscribe(recorder)
    #expect(outer.requested == .max(1))
    outer.send(1)
    inners[1]?.send(10)
    #expect(outer.requested == .max(1))
    inners[1]?.send(completion: .finished)
    // The first inner publisher finished: room for one more.
    #expect(outer.requested == .max(2))
    outer.send(2)
    inners[2]?.send(20)
    #expect(recorder.values == [10, 20])
  }

  @Test func downstreamDemandReachesTheInnerPublishers() {
    let inner = CombineManualPublisher<Int, Never>()
    let recorder = CombineRecorder<Int, Never>(initialDemand: .max(1))
    Just(0).flatMap { _ in inner }.subscribe(recorder)
    #expect(inner.requested == .max(1))
    inner.send(1)
    inner.send(2)
    #expect(recorder.values == [1])
    recorder.subscription?.request(.max(1))
    #expect(recorder.values == [1, 2])
  }

  @Test func anInnerFailureEndsTheStreamAndCancelsTheOuter() {
    let outer = CombineManualPublisher<Int, CombineTestError>()
    let recorder = CombineRecorder<Int, CombineTestError>()
    outer.flatMap { _ in Fail<Int, CombineTestError>(error: CombineTestError(code: 8)) }
      .subscribe(recorder)
    outer.send(1)
    #expect(recorder.completions == [.failure(CombineTestError(code: 8))])
    #expect(outer.cancelled)
  }

  @Test func failureTypesAreMatchedAsInCombine() {
    // Never upstream, failing inner: the upstream's failure type is raised.
    let widened:
      Publishers.FlatMap<
        Fail<Int, CombineTestError>, Publishers.SetFailureType<Just<Int>, CombineTestError>
      > = Just(1).flatMap { _ in Fail<Int, CombineTestError>(error: CombineTestError()) }
    _ = widened
    // Failing upstream, inner that cannot fail: the inner's failure type is raised.
    let raisedInner:
      Publishers.FlatMap<
        Publishers.SetFailureType<Just<Int>, CombineTestError>,
        Fail<Int, CombineTestError>
      > = Fail<Int, CombineTestError>(error: CombineTestError()).flatMap { Just($0) }
    _ = raisedInner
    // Neither can fail.
    var values: [Int] = []
    let plain: Publishers.FlatMap<Just<Int>, Just<Int>> = Just(1).flatMap { Just($0 + 1) }
    _ = plain.sink { values.append($0) }
    #expect(values == [2])
  }

  @Test func switchToLatestCancelsThePreviousInnerPublisher() {
    let outer = PassthroughSubject<CombineManualPublisher<Int, Never>, Never>()
    let first = CombineManualPublisher<Int, Never>()
    let second = CombineManualPublisher<Int, Never>()
    let recorder = CombineRecorder<Int, Never>()
    outer.switchToLatest().subscribe(recorder)
    outer.send(first)
    first.send(1)
    outer.send(second)
    #expect(first.cancelled)
    first.send(2)
    second.send(3)
    #expect(recorder.values == [1, 3])
    outer.send(completion: .finished)
    #expect(recorder.completions.isEmpty)
    second.send(completion: .finished)
    #expect(recorder.finished)
  }

  @Test func switchToLatestCarriesDemandToTheNewInner() {
    let outer = PassthroughSubject<CombineManualPublisher<Int, Never>, Never>()
    let first = CombineManualPublisher<Int, Never>()
    let second = CombineManualPublisher<Int, Never>()
    let recorder = CombineRecorder<Int, Never>(initialDemand: .max(3))
    outer.switchToLatest().subscribe(recorder)
    outer.send(first)
    first.send(1)
    outer.send(second)
    #expect(second.requested == .max(2))
  }

  @Test func switchToLatestFailures() {
    let outer = CombineManualPublisher<Fail<Int, CombineTestError>, CombineTestError>()
    let recorder = CombineRecorder<Int, CombineTestError>()
    outer.switchToLatest().subscribe(recorder)
    outer.send(Fail(error: CombineTestError(code: 6)))
    #expect(recorder.completions == [.failure(CombineTestError(code: 6))])
    #expect(outer.cancelled)

    // The overloads that raise a Never side to the other's failure type.
    let upstreamNever = PassthroughSubject<Fail<Int, CombineTestError>, Never>()
    let raised = CombineRecorder<Int, CombineTestError>()
    upstreamNever.switchToLatest().subscribe(raised)
    upstreamNever.send(Fail(error: CombineTestError(code: 1)))
    #expect(raised.completions == [.failure(CombineTestError(code: 1))])
    let innerNever = PassthroughSubject<Just<Int>, CombineTestError>()
    let raisedInner = CombineRecorder<Int, CombineTestError>()
    innerNever.switchToLatest().subscribe(raisedInner)
    innerNever.send(Just(4))
    #expect(raisedInner.values == [4])
    let neither = PassthroughSubject<Just<Int>, Never>()
    let plain: Publishers.SwitchToLatest<Just<Int>, PassthroughSubject<Just<Int>, Never>> =
      neither.switchToLatest()
    _ = plain
  }
}
