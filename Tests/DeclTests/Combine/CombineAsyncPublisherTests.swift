import Foundation
import Testing

@testable import DeclCombine

@Suite struct CombineAsyncPublisherTests {
  @Test func iteratesASequencePublisher() async {
    var values: [Int] = []
    for await value in [1, 2, 3].publisher.values { values.append(value) }
    #expect(values == [1, 2, 3])
  }

  @Test @MainActor func asksForOneElementPerIteration() async {
    let upstream = CombineManualPublisher<Int, Never>()
    var received: [Int] = []
    let task = Task {
      for await value in upstream.values {
        received.append(value)
        if received.count == 2 { break }
      }
    }
    #expect(await combineEventually { upstream.requested == .max(1) })
    upstream.send(10)
    #expect(await combineEventually { upstream.requested == .max(2) })
    #expect(received == [10])
    upstream.send(20)
    await task.value
    #expect(received == [10, 20])
    #expect(upstream.requested == .max(2))
  }

  @Test @MainActor func receivesValuesSentLater() async {
    // A current-value subject keeps the latest value until the loop asks for it, so a busy
    // machine that runs the loop late still sees the last value (a passthrough subject would
    // drop what is sent before the loop asks).
    let subject = CurrentValueSubject<Int, Never>(0)
    let task = Task {
      var received: [Int] = []
      for await value in subject.values {
        received.append(value)
      }
      return received
    }
    for value in 1...3 {
      try? await Task.sleep(for: .milliseconds(20))
      subject.send(value)
    }
    try? await Task.sleep(for: .milliseconds(20))
    subject.send(completion: .finished)
    let received = await task.value
    #expect(received.last == 3)
    #expect(received == received.sorted())
  }

  @Test @MainActor func throwingValuesThrowTheFailure() async {
    let subject = CurrentValueSubject<Int, CombineTestError>(1)
    var received: [Int] = []
    do {
      for try await value in subject.values {
        received.append(value)
        subject.send(completion: .failure(CombineTestError(code: 7)))
      }
      Issue.record("the loop should have thrown")
    } catch {
      #expect(error as? CombineTestError == CombineTestError(code: 7))
    }
    #expect(received == [1])
  }

  @Test @MainActor func leavingTheLoopCancelsTheSubscription() async {
    let upstream = CombineManualPublisher<Int, Never>()
    let task = Task {
      for await _ in upstream.values { break }
    }
    #expect(await combineEventually { upstream.requested == .max(1) })
    upstream.send(1)
    await task.value
    #expect(await combineEventually { upstream.cancelled })
  }

  @Test @MainActor func cancellingTheTaskEndsTheLoop() async {
    let subject = PassthroughSubject<Int, Never>()
    let task = Task {
      var count = 0
      for await _ in subject.values { count += 1 }
      return count
    }
    try? await Task.sleep(for: .milliseconds(20))
    task.cancel()
    #expect(await task.value == 0)
  }
}
