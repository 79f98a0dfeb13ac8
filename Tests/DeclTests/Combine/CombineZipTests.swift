import Foundation
import Testing

@testable import DeclCombine

@Suite struct CombineZipTests {
  @Test func pairsElementsByPosition() {
    let names = PassthroughSubject<String, Never>()
    let scores = PassthroughSubject<Int, Never>()
    var pairs: [String] = []
    let cancellable = names.zip(scores).sink { pairs.append("\($0)=\($1)") }
    names.send("a")
    names.send("b")
    #expect(pairs.isEmpty)
    scores.send(1)
    #expect(pairs == ["a=1"])
    scores.send(2)
    scores.send(3)
    names.send("c")
    #expect(pairs == ["a=1", "b=2", "c=3"])
    _ = cancellable
  }

  @Test func finishesWhenAnUpstreamFinishesWithNothingWaiting() {
    let a = PassthroughSubject<Int, Never>()
    let b = CombineManualPublisher<Int, Never>()
    let recorder = CombineRecorder<(Int, Int), Never>()
    a.zip(b).subscribe(recorder)
    a.send(1)
    a.send(2)
    a.send(completion: .finished)
    #expect(recorder.completions.isEmpty)
    b.send(10)
    #expect(recorder.completions.isEmpty)
    b.send(20)
    #expect(recorder.values.map { "\($0.0),\($0.1)" } == ["1,10", "2,20"])
    #expect(recorder.finished)
    #expect(b.cancelled)
  }

  @Test func failsWhenAnUpstreamFails() {
    let a = PassthroughSubject<Int, CombineTestError>()
    let b = CombineManualPublisher<Int, CombineTestError>()
    let recorder = CombineRecorder<(Int, Int), CombineTestError>()
    a.zip(b).subscribe(recorder)
    a.send(completion: .failure(CombineTestError(code: 5)))
    #expect(recorder.completions == [.failure(CombineTestError(code: 5))])
    #expect(b.cancelled)
  }

  @Test func passesDemandToEveryUpstream() {
    let a = CombineManualPublisher<Int, Never>()
    let b = CombineManualPublisher<Int, Never>()
    let recorder = CombineRecorder<(Int, Int), Never>(initialDemand: .max(2))
    a.zip(b).subscribe(recorder)
    #expect(a.requested == .max(2))
    #expect(b.requested == .max(2))
    recorder.subscription?.request(.max(1))
    #expect(a.requested == .max(3))
  }

  @Test func zip3AndZip4WithTransforms() {
    var values: [Int] = []
    _ = [1, 2].publisher.zip([10, 20].publisher, [100, 200].publisher) { $0 + $1 + $2 }
      .sink { values.append($0) }
    #expect(values == [111, 222])
    values = []
    _ = [1].publisher.zip([2].publisher, [3].publisher, [4].publisher) { $0 * $1 * $2 * $3 }
      .sink { values.append($0) }
    #expect(values == [24])
    var tuples: [String] = []
    _ = Publishers.Zip4([1].publisher, ["a"].publisher, [true].publisher, [2.5].publisher)
      .sink { tuples.append("\($0)\($1)\($2)\($3)") }
    #expect(tuples == ["1atrue2.5"])
  }
}
