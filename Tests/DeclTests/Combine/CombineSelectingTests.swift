import Foundation
import Testing

@testable import DeclCombine

@Suite struct CombineSelectingTests {
  @Test func firstPublishesOneElementThenFinishesAndCancelsTheUpstream() {
    let upstream = CombineManualPublisher<Int, Never>()
    let recorder = CombineRecorder<Int, Never>()
    upstream.first().subscribe(recorder)
    upstream.send(1)
    upstream.send(2)
    #expect(recorder.values == [1])
    #expect(recorder.finished)
    #expect(upstream.cancelled)
  }

  @Test func firstWhereSkipsUntilAMatch() {
    let upstream = CombineManualPublisher<Int, Never>()
    let recorder = CombineRecorder<Int, Never>(initialDemand: .max(1))
    upstream.first { $0 > 2 }.subscribe(recorder)
    for value in 1...4 { upstream.send(value) }
    #expect(recorder.values == [3])
    #expect(recorder.finished)
    #expect(upstream.cancelled)

    let failing = CombineRecorder<Int, any Error>()
    [1, 2].publisher.tryFirst { _ in throw CombineTestError() }.subscribe(failing)
    #expect(failing.values.isEmpty)
    #expect(failing.completions.count == 1)
  }

  @Test func firstOfAnEmptyStreamJustFinishes() {
    let recorder = CombineRecorder<Int, Never>()
    Empty<Int, Never>().first().subscribe(recorder)
    #expect(recorder.values.isEmpty)
    #expect(recorder.finished)
  }

  @Test func lastWaitsForTheEnd() {
    let upstream = PassthroughSubject<Int, CombineTestError>()
    let recorder = CombineRecorder<Int, CombineTestError>()
    upstream.last().subscribe(recorder)
    upstream.send(1)
    upstream.send(2)
    #expect(recorder.values.isEmpty)
    upstream.send(completion: .finished)
    #expect(recorder.values == [2])
    #expect(recorder.finished)

    var matched: [Int] = []
    _ = [1, 2, 3, 4].publisher.last { $0.isMultiple(of: 2) == false }.sink { matched.append($0) }
    #expect(matched == [3])

    let failing = CombineRecorder<Int, CombineTestError>()
    let subject = PassthroughSubject<Int, CombineTestError>()
    subject.last().subscribe(failing)
    subject.send(1)
    subject.send(completion: .failure(CombineTestError()))
    #expect(failing.values.isEmpty)
    #expect(failing.completions == [.failure(CombineTestError())])
  }

  @Test func lastIsHeldUntilTheDownstreamAsks() {
    let recorder = CombineRecorder<Int, Never>(initialDemand: .none)
    [1, 2].publisher.last().subscribe(recorder)
    #expect(recorder.values.isEmpty)
    recorder.subscription?.request(.max(1))
    #expect(recorder.values == [2])
    #expect(recorder.finished)
  }

  @Test func dropFirstAndDropWhile() {
    var values: [Int] = []
    _ = (1...5).publisher.dropFirst(2).sink { values.append($0) }
    #expect(values == [3, 4, 5])
    values = []
    _ = (1...5).publisher.dropFirst().sink { values.append($0) }
    #expect(values == [2, 3, 4, 5])
    values = []
    _ = (1...5).publisher.dropFirst(-3).sink { values.append($0) }
    #expect(values == [1, 2, 3, 4, 5])
    values = []
    _ = [1, 2, 5, 1].publisher.drop { $0 < 3 }.sink { values.append($0) }
    #expect(values == [5, 1])

    let failing = CombineRecorder<Int, any Error>()
    [1].publisher.tryDrop { _ in throw CombineTestError() }.subscribe(failing)
    #expect(failing.completions.count == 1)
  }

  @Test func prefixFinishesAfterTheCountAndCancelsTheUpstream() {
    let upstream = CombineManualPublisher<Int, Never>()
    let recorder = CombineRecorder<Int, Never>()
    upstream.prefix(2).subscribe(recorder)
    upstream.send(1)
    upstream.send(2)
    #expect(recorder.values == [1, 2])
    #expect(recorder.finished)
    #expect(upstream.cancelled)
    upstream.send(3)
    #expect(recorder.values == [1, 2])

    var values: [Int] = []
    _ = (1...5).publisher.prefix(-1).sink { values.append($0) }
    #expect(values.isEmpty)
  }

  @Test func prefixWhileStopsAtTheFirstMismatch() {
    var values: [Int] = []
    var finished = false
    _ = [1, 2, 5, 1].publisher.prefix { $0 < 3 }
      .sink(receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })
    #expect(values == [1, 2])
    #expect(finished)

    let failing = CombineRecorder<Int, any Error>()
    [1].publisher.tryPrefix { _ in throw CombineTestError() }.subscribe(failing)
    #expect(failing.values.isEmpty)
    #expect(failing.completions.count == 1)
  }

  @Test func outputAtAndIn() {
    var values: [Int] = []
    _ = (10...20).publisher.output(at: 3).sink { values.append($0) }
    #expect(values == [13])
    values = []
    _ = (10...20).publisher.output(in: 2...4).sink { values.append($0) }
    #expect(values == [12, 13, 14])
    values = []
    _ = (10...20).publisher.output(in: ..<2).sink { values.append($0) }
    #expect(values == [10, 11])
    values = []
    _ = (10...12).publisher.output(at: Int.max).sink { values.append($0) }
    #expect(values.isEmpty)
    values = []
    _ = (10...12).publisher.output(at: -1).sink { values.append($0) }
    #expect(values.isEmpty)
  }

  @Test func ignoreOutputPassesOnlyTheCompletion() {
    let recorder = CombineRecorder<Never, CombineTestError>()
    let subject = PassthroughSubject<Int, CombineTestError>()
    subject.ignoreOutput().subscribe(recorder)
    subject.send(1)
    subject.send(completion: .failure(CombineTestError(code: 3)))
    #expect(recorder.completions == [.failure(CombineTestError(code: 3))])
  }
}
