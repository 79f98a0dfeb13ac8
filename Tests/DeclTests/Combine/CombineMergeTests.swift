import Foundation
import Testing

@testable import DeclCombine

@Suite struct CombineMergeTests {
  @Test func mergeInterleavesInArrivalOrderAndFinishesWhenAllFinish() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let recorder = CombineRecorder<Int, Never>()
    a.merge(with: b).subscribe(recorder)
    a.send(1)
    b.send(11)
    a.send(2)
    a.send(completion: .finished)
    #expect(recorder.completions.isEmpty)
    b.send(12)
    b.send(completion: .finished)
    #expect(recorder.values == [1, 11, 2, 12])
    #expect(recorder.finished)
  }

  @Test func mergeOfUpToEightPublishers() {
    var values: [Int] = []
    _ = Just(1).merge(with: Just(2), Just(3), Just(4), Just(5), Just(6), Just(7), Just(8))
      .sink { values.append($0) }
    #expect(values == Array(1...8))
    values = []
    _ = Publishers.Merge3(Just(1), Just(2), Just(3)).sink { values.append($0) }
    #expect(values == [1, 2, 3])
    let flattened: Publishers.Merge3<Just<Int>, Just<Int>, Just<Int>> = Publishers.Merge(
      Just(1), Just(2)
    ).merge(with: Just(3))
    values = []
    _ = flattened.sink { values.append($0) }
    #expect(values == [1, 2, 3])
    values = []
    _ = [1, 2].publisher.merge(with: [3].publisher, [4].publisher).sink { values.append($0) }
    #expect(values == [1, 2, 3, 4])
  }

  @Test func mergeManyAndMergeWithTheSameType() {
    let subjects = (0..<3).map { _ in PassthroughSubject<Int, Never>() }
    let recorder = CombineRecorder<Int, Never>()
    Publishers.MergeMany(subjects).subscribe(recorder)
    subjects[2].send(2)
    subjects[0].send(0)
    for subject in subjects { subject.send(completion: .finished) }
    #expect(recorder.values == [2, 0])
    #expect(recorder.finished)

    let same: Publishers.MergeMany<Just<Int>> = Just(1).merge(with: Just(2))
    var values: [Int] = []
    _ = same.merge(with: Just(3)).sink { values.append($0) }
    #expect(values == [1, 2, 3])
    let none = CombineRecorder<Int, Never>()
    Publishers.MergeMany<Just<Int>>([]).subscribe(none)
    #expect(none.finished)
  }

  @Test func aFailureCancelsTheOtherUpstreams() {
    let a = CombineManualPublisher<Int, CombineTestError>()
    let b = CombineManualPublisher<Int, CombineTestError>()
    let recorder = CombineRecorder<Int, CombineTestError>()
    a.merge(with: b).subscribe(recorder)
    a.send(1)
    b.send(completion: .failure(CombineTestError(code: 4)))
    #expect(recorder.values == [1])
    #expect(recorder.completions == [.failure(CombineTestError(code: 4))])
    #expect(a.cancelled)
  }

  @Test func cancellingCancelsEveryUpstream() {
    let a = CombineManualPublisher<Int, Never>()
    let b = CombineManualPublisher<Int, Never>()
    let cancellable = a.merge(with: b).sink { _ in }
    cancellable.cancel()
    #expect(a.cancelled)
    #expect(b.cancelled)
  }

  @Test func limitedDemandBuffersOneElementPerUpstream() {
    let a = CombineManualPublisher<Int, Never>()
    let b = CombineManualPublisher<Int, Never>()
    let recorder = CombineRecorder<Int, Never>(initialDemand: .none)
    a.merge(with: b).subscribe(recorder)
    // Each upstream is asked for one element, however much the downstream wants.
    #expect(a.requested == .max(1))
    #expect(b.requested == .max(1))
    a.send(1)
    b.send(2)
    #expect(recorder.values.isEmpty)
    recorder.subscription?.request(.max(1))
    #expect(recorder.values == [1])
    // Delivering a's element asked a for the next one; b's waits.
    #expect(a.requested == .max(2))
    #expect(b.requested == .max(1))
    recorder.subscription?.request(.max(5))
    #expect(recorder.values == [1, 2])
  }

  @Test func aValueSentFromInsideTheDownstreamIsDeliveredAfterIt() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    var log: [String] = []
    let cancellable = a.merge(with: b).sink { value in
      log.append("start \(value)")
      if value == 1 { b.send(2) }
      log.append("end \(value)")
    }
    a.send(1)
    #expect(log == ["start 1", "end 1", "start 2", "end 2"])
    _ = cancellable
  }

  @Test func mergesValuesSentFromManyThreads() async {
    let subjects = (0..<4).map { _ in PassthroughSubject<Int, Never>() }
    let received = CombineLockedList<Int>()
    let cancellable = Publishers.MergeMany(subjects).sink { received.append($0) }
    await withTaskGroup(of: Void.self) { group in
      for (index, subject) in subjects.enumerated() {
        group.addTask {
          for value in 0..<250 { subject.send(index * 1000 + value) }
        }
      }
    }
    #expect(received.items.count == 1000)
    // Each upstream's own elements keep their order.
    for index in 0..<4 {
      let mine = received.items.filter { $0 / 1000 == index }
      #expect(mine == (0..<250).map { index * 1000 + $0 })
    }
    _ = cancellable
  }
}
