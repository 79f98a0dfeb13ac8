import Foundation
import Testing

@testable import DeclCombine

@Suite struct CombineConcatenateTests {
  @Test func prependAndAppendValuesSequencesAndPublishers() {
    var values: [Int] = []
    _ = Just(3).prepend(1, 2).append(4, 5).sink { values.append($0) }
    #expect(values == [1, 2, 3, 4, 5])
    values = []
    _ = Just(3).prepend([1, 2]).append(6..<8).sink { values.append($0) }
    #expect(values == [1, 2, 3, 6, 7])
    values = []
    _ = Just(2).prepend(Just(1)).append(Just(3)).sink { values.append($0) }
    #expect(values == [1, 2, 3])
  }

  @Test func theSuffixIsSubscribedOnlyAfterThePrefixFinishes() {
    let prefix = PassthroughSubject<Int, Never>()
    let suffix = CombineManualPublisher<Int, Never>()
    let recorder = CombineRecorder<Int, Never>()
    prefix.append(suffix).subscribe(recorder)
    prefix.send(1)
    #expect(suffix.subscriptionCount == 0)
    prefix.send(completion: .finished)
    #expect(suffix.subscriptionCount == 1)
    suffix.send(2)
    suffix.send(completion: .finished)
    #expect(recorder.values == [1, 2])
    #expect(recorder.finished)
  }

  @Test func unmetDemandCarriesOverToTheSuffix() {
    let suffix = CombineManualPublisher<Int, Never>()
    let recorder = CombineRecorder<Int, Never>(initialDemand: .max(3))
    [1].publisher.append(suffix).subscribe(recorder)
    #expect(suffix.requested == .max(2))
  }

  @Test func aFailingPrefixEndsTheStream() {
    let suffix = CombineManualPublisher<Int, CombineTestError>()
    let recorder = CombineRecorder<Int, CombineTestError>()
    Fail<Int, CombineTestError>(error: CombineTestError()).append(suffix).subscribe(recorder)
    #expect(recorder.completions == [.failure(CombineTestError())])
    #expect(suffix.subscriptionCount == 0)
  }

  @Test func catchReplacesAFailedUpstream() {
    let upstream = PassthroughSubject<Int, CombineTestError>()
    var values: [Int] = []
    var finished = false
    let cancellable = upstream.catch { error in Just(-error.code) }
      .sink(receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })
    upstream.send(1)
    upstream.send(completion: .failure(CombineTestError(code: 9)))
    #expect(values == [1, -9])
    #expect(finished)
    _ = cancellable
  }

  @Test func tryCatchCanThrowANewError() {
    let recorder = CombineRecorder<Int, any Error>()
    Fail<Int, CombineTestError>(error: CombineTestError(code: 1))
      .tryCatch { error -> Just<Int> in throw CombineTestError(code: error.code + 1) }
      .subscribe(recorder)
    guard case .failure(let error) = recorder.completions.first else {
      Issue.record("expected a failure")
      return
    }
    #expect(error as? CombineTestError == CombineTestError(code: 2))

    let recovered = CombineRecorder<Int, any Error>()
    Fail<Int, CombineTestError>(error: CombineTestError()).tryCatch { _ in Just(7) }
      .subscribe(recovered)
    #expect(recovered.values == [7])
    #expect(recovered.finished)
  }

  @Test func retryResubscribesUpToTheLimit() {
    var attempts = 0
    let flaky = Deferred { () -> AnyPublisher<Int, CombineTestError> in
      attempts += 1
      return attempts < 3
        ? Fail(error: CombineTestError(code: attempts)).eraseToAnyPublisher()
        : Just(attempts).setFailureType(to: CombineTestError.self).eraseToAnyPublisher()
    }
    let recorder = CombineRecorder<Int, CombineTestError>()
    flaky.retry(5).subscribe(recorder)
    #expect(attempts == 3)
    #expect(recorder.values == [3])
    #expect(recorder.finished)

    attempts = 0
    let exhausted = CombineRecorder<Int, CombineTestError>()
    flaky.retry(1).subscribe(exhausted)
    #expect(attempts == 2)
    #expect(exhausted.completions == [.failure(CombineTestError(code: 2))])

    attempts = 0
    let none = CombineRecorder<Int, CombineTestError>()
    flaky.retry(-4).subscribe(none)
    #expect(attempts == 1)
  }

  @Test func retryingAnImmediateFailureManyTimesKeepsAFlatStack() {
    var attempts = 0
    let failing = Deferred { () -> Fail<Int, CombineTestError> in
      attempts += 1
      return Fail(error: CombineTestError())
    }
    let recorder = CombineRecorder<Int, CombineTestError>()
    failing.retry(100_000).subscribe(recorder)
    #expect(attempts == 100_001)
    #expect(recorder.completions == [.failure(CombineTestError())])
  }

  @Test func cancellingARetryCancelsTheCurrentAttempt() {
    let upstream = CombineManualPublisher<Int, CombineTestError>()
    let cancellable = upstream.retry(3).sink(receiveCompletion: { _ in }, receiveValue: { _ in })
    cancellable.cancel()
    #expect(upstream.cancelled)
  }
}
