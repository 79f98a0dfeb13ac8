import Foundation
import Testing

@testable import DeclCombine

/// contains, allSatisfy, count, min and max: one answer, as soon as it is decided or when the
/// upstream finishes, held until the downstream asks for it.
@Suite struct CombineMatchingTests {
  @Test func containsAnswersTrueAtTheFirstMatchAndCancelsTheUpstream() {
    let upstream = CombineManualPublisher<Int, Never>()
    let recorder = CombineRecorder<Bool, Never>()
    upstream.contains(3).subscribe(recorder)
    #expect(upstream.requested == .unlimited)
    upstream.send(1)
    #expect(recorder.values.isEmpty)
    upstream.send(3)
    #expect(recorder.values == [true])
    #expect(recorder.finished)
    #expect(upstream.cancelled)
  }

  @Test func containsAnswersFalseWhenTheUpstreamFinishesWithoutIt() {
    let recorder = CombineRecorder<Bool, Never>()
    [1, 2].publisher.contains(5).subscribe(recorder)
    #expect(recorder.values == [false])
    #expect(recorder.finished)
  }

  @Test func anAnswerWaitsForDemand() {
    let upstream = CombineManualPublisher<Int, Never>()
    let recorder = CombineRecorder<Bool, Never>(initialDemand: .none)
    upstream.contains(where: { $0 > 1 }).subscribe(recorder)
    upstream.send(2)
    #expect(upstream.cancelled)
    #expect(recorder.values.isEmpty)
    #expect(recorder.completions.isEmpty)
    recorder.subscription?.request(.max(1))
    #expect(recorder.values == [true])
    #expect(recorder.finished)
  }

  @Test func aFailurePassesThrough() {
    let subject = PassthroughSubject<Int, CombineTestError>()
    let recorder = CombineRecorder<Bool, CombineTestError>()
    subject.allSatisfy { $0 > 0 }.subscribe(recorder)
    subject.send(1)
    subject.send(completion: .failure(CombineTestError()))
    #expect(recorder.values.isEmpty)
    #expect(recorder.completions == [.failure(CombineTestError())])
  }

  @Test func allSatisfyAnswersFalseAtTheFirstMiss() {
    let upstream = CombineManualPublisher<Int, Never>()
    let recorder = CombineRecorder<Bool, Never>()
    upstream.allSatisfy { $0.isMultiple(of: 2) }.subscribe(recorder)
    upstream.send(2)
    #expect(recorder.values.isEmpty)
    upstream.send(3)
    #expect(recorder.values == [false])
    #expect(recorder.finished)
    #expect(upstream.cancelled)
    let all = CombineRecorder<Bool, Never>()
    [2, 4].publisher.allSatisfy { $0.isMultiple(of: 2) }.subscribe(all)
    #expect(all.values == [true])
    let none = CombineRecorder<Bool, Never>()
    Empty<Int, Never>().allSatisfy { _ in false }.subscribe(none)
    #expect(none.values == [true])
  }

  @Test func theTryVariantsFailWithTheThrownError() {
    let contains = CombineRecorder<Bool, any Error>()
    [1, 2, 3].publisher.tryContains { value in
      if value == 2 { throw CombineTestError(code: 2) }
      return false
    }.subscribe(contains)
    #expect(contains.values.isEmpty)
    #expect((contains.completions.first.flatMap(Self.error)) == CombineTestError(code: 2))

    let all = CombineRecorder<Bool, any Error>()
    [1, 2].publisher.tryAllSatisfy { _ in throw CombineTestError(code: 3) }.subscribe(all)
    #expect((all.completions.first.flatMap(Self.error)) == CombineTestError(code: 3))

    let fine = CombineRecorder<Bool, any Error>()
    [1, 2].publisher.tryAllSatisfy { $0 > 0 }.subscribe(fine)
    #expect(fine.values == [true])
  }

  @Test func countPublishesTheNumberOfElementsWhenTheUpstreamFinishes() {
    let subject = PassthroughSubject<String, Never>()
    let recorder = CombineRecorder<Int, Never>()
    subject.count().subscribe(recorder)
    subject.send("a")
    subject.send("b")
    #expect(recorder.values.isEmpty)
    subject.send(completion: .finished)
    #expect(recorder.values == [2])
    #expect(recorder.finished)
  }

  @Test func minAndMaxPublishTheExtremesAfterTheUpstreamFinishes() {
    let values = [3, 1, 4, 1, 5, 9, 2, 6]
    let min = CombineRecorder<Int, Never>()
    let max = CombineRecorder<Int, Never>()
    values.publisher.min().subscribe(min)
    values.publisher.max().subscribe(max)
    #expect(min.values == [1])
    #expect(max.values == [9])
    #expect(min.finished && max.finished)

    // With an ordering closure: the longest word, the first of equals kept (as Swift's max).
    let words = ["bb", "a", "cc", "d"]
    let longest = CombineRecorder<String, Never>()
    let shortest = CombineRecorder<String, Never>()
    words.publisher.max { $0.count < $1.count }.subscribe(longest)
    words.publisher.min { $0.count < $1.count }.subscribe(shortest)
    #expect(longest.values == ["bb"])
    #expect(shortest.values == ["a"])

    let empty = CombineRecorder<Int, Never>()
    Empty<Int, Never>().max().subscribe(empty)
    #expect(empty.values.isEmpty)
    #expect(empty.finished)
  }

  @Test func tryMinAndTryMaxFailWhenTheOrderingThrows() {
    let recorder = CombineRecorder<Int, any Error>()
    [1, 2, 3].publisher.tryMax { _, _ in throw CombineTestError(code: 4) }.subscribe(recorder)
    #expect(recorder.values.isEmpty)
    #expect((recorder.completions.first.flatMap(Self.error)) == CombineTestError(code: 4))
    let min = CombineRecorder<Int, any Error>()
    [2, 1, 3].publisher.tryMin { $0 < $1 }.subscribe(min)
    #expect(min.values == [1])
  }

  @Test func tryRemoveDuplicatesDropsRepeatsAndFailsOnAThrow() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = CombineRecorder<Int, any Error>()
    subject.tryRemoveDuplicates { previous, next in
      if next < 0 { throw CombineTestError(code: next) }
      return previous == next
    }.subscribe(recorder)
    for value in [1, 1, 2, 2, 1, -1, 5] { subject.send(value) }
    #expect(recorder.values == [1, 2, 1])
    #expect((recorder.completions.first.flatMap(Self.error)) == CombineTestError(code: -1))
  }

  @Test func tryRemoveDuplicatesAsksForOneMoreForEachDroppedElement() {
    let upstream = CombineManualPublisher<Int, Never>()
    let recorder = CombineRecorder<Int, any Error>(initialDemand: .max(1))
    upstream.tryRemoveDuplicates(by: ==).subscribe(recorder)
    #expect(upstream.requested == .max(1))
    upstream.send(1)
    #expect(upstream.send(1) == .max(1))
    #expect(recorder.values == [1])
  }

  static func error<Failure>(_ completion: Subscribers.Completion<Failure>) -> CombineTestError? {
    guard case .failure(let error) = completion else { return nil }
    return error as? CombineTestError
  }
}
