import Foundation
import Testing

@testable import DeclCombine

@Suite struct CombineFutureTests {
  @Test func runsItsClosureOnceAndGivesEverySubscriberTheResult() {
    var runs = 0
    let future = Future<Int, Never> { promise in
      runs += 1
      promise(.success(42))
    }
    var values: [Int] = []
    _ = future.sink { values.append($0) }
    _ = future.sink { values.append($0) }
    #expect(runs == 1)
    #expect(values == [42, 42])
  }

  @Test func deliversALaterResultToWaitingSubscribersOnDemand() {
    var fulfill: Future<Int, CombineTestError>.Promise?
    let future = Future<Int, CombineTestError> { fulfill = $0 }
    let eager = CombineRecorder<Int, CombineTestError>()
    let patient = CombineRecorder<Int, CombineTestError>(initialDemand: .none)
    future.subscribe(eager)
    future.subscribe(patient)
    fulfill?(.success(1))
    fulfill?(.success(2))  // only the first result counts
    #expect(eager.values == [1])
    #expect(eager.finished)
    #expect(patient.values.isEmpty)
    patient.subscription?.request(.max(1))
    #expect(patient.values == [1])
  }

  @Test func aFailureNeedsNoDemand() {
    let future = Future<Int, CombineTestError> { $0(.failure(CombineTestError(code: 3))) }
    let recorder = CombineRecorder<Int, CombineTestError>(initialDemand: .none)
    future.subscribe(recorder)
    #expect(recorder.completions == [.failure(CombineTestError(code: 3))])
  }

  @Test func cancelledSubscribersGetNothing() {
    var fulfill: Future<Int, Never>.Promise?
    let future = Future<Int, Never> { fulfill = $0 }
    var values: [Int] = []
    let cancellable = future.sink { values.append($0) }
    cancellable.cancel()
    fulfill?(.success(1))
    #expect(values.isEmpty)
  }

  @Test func valueAwaitsTheResult() async throws {
    let future = Future<Int, Never> { promise in
      nonisolated(unsafe) let promise = promise
      DispatchQueue.global().asyncAfter(deadline: .now() + 0.02) { promise(.success(5)) }
    }
    #expect(await future.value == 5)
    let failing = Future<Int, CombineTestError> { $0(.failure(CombineTestError(code: 4))) }
    await #expect(throws: CombineTestError(code: 4)) { try await failing.value }
    let succeeding = Future<String, CombineTestError> { $0(.success("ok")) }
    #expect(try await succeeding.value == "ok")
  }
}
