import Testing

@testable import Decl
@testable import DeclCombine

@Suite struct CombineJustTests {
  @Test func justEmitsOnceThenFinishes() {
    let recorder = CombineRecorder<String, Never>()
    Just("hello").subscribe(recorder)
    #expect(recorder.values == ["hello"])
    #expect(recorder.finished)
    recorder.subscription?.request(.max(1))
    #expect(recorder.values == ["hello"])
  }

  @Test func justWaitsForDemand() {
    let recorder = CombineRecorder<Int, Never>(initialDemand: .none)
    Just(1).subscribe(recorder)
    #expect(recorder.values.isEmpty)
    recorder.subscription?.request(.max(1))
    #expect(recorder.values == [1])
    #expect(recorder.finished)
  }

  @Test func justEmitsToEverySubscriber() {
    let just = Just(3)
    var values: [Int] = []
    let a = just.sink { values.append($0) }
    let b = just.map { $0 + 1 }.sink { values.append($0) }
    #expect(values == [3, 4])
    _ = (a, b)
  }

  @Test func cancelledJustDeliversNothing() {
    let recorder = CombineRecorder<Int, Never>(initialDemand: .none)
    Just(1).subscribe(recorder)
    recorder.subscription?.cancel()
    recorder.subscription?.request(.unlimited)
    #expect(recorder.values.isEmpty)
    #expect(recorder.completions.isEmpty)
  }

  @Test func emptyFinishesWithoutValues() {
    let recorder = CombineRecorder<Int, Never>()
    Empty<Int, Never>().subscribe(recorder)
    #expect(recorder.values.isEmpty)
    #expect(recorder.finished)
    let never = CombineRecorder<Int, Never>()
    Empty<Int, Never>(completeImmediately: false).subscribe(never)
    #expect(never.completions.isEmpty)
  }

  @Test func failFailsImmediately() {
    let recorder = CombineRecorder<Int, CombineTestError>()
    Fail(outputType: Int.self, failure: CombineTestError(code: 3)).subscribe(recorder)
    #expect(recorder.values.isEmpty)
    #expect(recorder.completions == [.failure(CombineTestError(code: 3))])
  }
}
