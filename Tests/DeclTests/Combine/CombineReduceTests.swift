import Foundation
import Testing

@testable import DeclCombine

@Suite struct CombineReduceTests {
  @Test func reducePublishesTheFinalResultOnly() {
    let subject = PassthroughSubject<Int, Never>()
    var results: [Int] = []
    let cancellable = subject.reduce(0, +).sink { results.append($0) }
    subject.send(1)
    subject.send(2)
    #expect(results.isEmpty)
    subject.send(completion: .finished)
    #expect(results == [3])
    _ = cancellable
  }

  @Test func tryReduceFailsWithTheThrownError() {
    let recorder = CombineRecorder<Int, any Error>()
    [1, 2, 3].publisher.tryReduce(0) { sum, value in
      if value == 2 { throw CombineTestError() }
      return sum + value
    }.subscribe(recorder)
    #expect(recorder.values.isEmpty)
    guard case .failure(let error) = recorder.completions.first else {
      Issue.record("expected a failure")
      return
    }
    #expect(error is CombineTestError)
  }

  @Test func collectGathersEverythingIntoOneArray() {
    var arrays: [[Int]] = []
    _ = [1, 2, 3].publisher.collect().sink { arrays.append($0) }
    #expect(arrays == [[1, 2, 3]])
    arrays = []
    _ = Empty<Int, Never>().collect().sink { arrays.append($0) }
    #expect(arrays == [[]])

    let subject = PassthroughSubject<Int, CombineTestError>()
    let recorder = CombineRecorder<[Int], CombineTestError>()
    subject.collect().subscribe(recorder)
    subject.send(1)
    subject.send(completion: .failure(CombineTestError()))
    #expect(recorder.values.isEmpty)
    #expect(recorder.completions == [.failure(CombineTestError())])
  }

  @Test func collectByCountEmitsFullBuffersThenTheRemainder() {
    var arrays: [[Int]] = []
    _ = (1...5).publisher.collect(2).sink { arrays.append($0) }
    #expect(arrays == [[1, 2], [3, 4], [5]])
    arrays = []
    _ = (1...2).publisher.collect(0).sink { arrays.append($0) }
    #expect(arrays == [[1], [2]])
  }

  @Test func collectByCountAsksUpstreamForWholeBuffers() {
    let upstream = CombineManualPublisher<Int, Never>()
    let recorder = CombineRecorder<[Int], Never>(initialDemand: .max(1))
    upstream.collect(3).subscribe(recorder)
    for value in 1...3 { upstream.send(value) }
    #expect(recorder.values == [[1, 2, 3]])
    // One buffer was asked for, so exactly three elements were requested.
    #expect(upstream.requested == .max(3))
  }
}
