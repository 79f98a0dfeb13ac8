import Foundation
import Testing

@testable import Decl
@testable import DeclCombine

@Suite struct CombineSubjectTests {
  @Test func passthroughDeliversOnlyLaterValues() {
    let subject = PassthroughSubject<Int, Never>()
    subject.send(0)
    var values: [Int] = []
    let cancellable = subject.sink { values.append($0) }
    subject.send(1)
    subject.send(2)
    #expect(values == [1, 2])
    _ = cancellable
  }

  @Test func passthroughBroadcastsToAllSubscribers() {
    let subject = PassthroughSubject<String, Never>()
    var a: [String] = []
    var b: [String] = []
    let cancellables = [subject.sink { a.append($0) }, subject.sink { b.append($0) }]
    subject.send("x")
    #expect(a == ["x"])
    #expect(b == ["x"])
    _ = cancellables
  }

  @Test func passthroughDropsValuesWithoutDemand() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = CombineRecorder<Int, Never>(initialDemand: .max(1))
    subject.subscribe(recorder)
    subject.send(1)
    subject.send(2)
    recorder.subscription?.request(.max(1))
    subject.send(3)
    #expect(recorder.values == [1, 3])
  }

  @Test func voidSubjectSendsWithoutArgument() {
    let subject = PassthroughSubject<Void, Never>()
    var count = 0
    let cancellable = subject.sink { count += 1 }
    subject.send()
    subject.send()
    #expect(count == 2)
    _ = cancellable
  }

  @Test func completionEndsTheSubjectForOldAndNewSubscribers() {
    let subject = PassthroughSubject<Int, CombineTestError>()
    let early = CombineRecorder<Int, CombineTestError>()
    subject.subscribe(early)
    subject.send(completion: .finished)
    subject.send(1)
    subject.send(completion: .failure(CombineTestError()))
    let late = CombineRecorder<Int, CombineTestError>()
    subject.subscribe(late)
    #expect(early.values.isEmpty)
    #expect(early.finished)
    #expect(late.finished)
  }

  @Test func currentValueSubjectReplaysThenPublishes() {
    let subject = CurrentValueSubject<Int, Never>(1)
    var values: [Int] = []
    let cancellable = subject.sink { values.append($0) }
    subject.send(2)
    subject.value = 3
    #expect(values == [1, 2, 3])
    #expect(subject.value == 3)
    _ = cancellable
  }

  @Test func currentValueSubjectStoresBeforeNotifying() {
    // Unlike @Published, the value is already stored when subscribers hear of it.
    let subject = CurrentValueSubject<String, Never>("old")
    var seen: [String] = []
    let cancellable = subject.sink { _ in seen.append(subject.value) }
    subject.value = "new"
    #expect(seen == ["old", "new"])
    _ = cancellable
  }

  @Test func currentValueSubjectAfterCompletionKeepsValue() {
    let subject = CurrentValueSubject<Int, Never>(1)
    subject.send(completion: .finished)
    subject.value = 5
    let recorder = CombineRecorder<Int, Never>()
    subject.subscribe(recorder)
    #expect(recorder.values.isEmpty)
    #expect(recorder.finished)
    #expect(subject.value == 1)
  }

  @Test func subscriberMayCancelWhileReceiving() {
    let subject = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    var cancellable: AnyCancellable?
    cancellable = subject.sink { value in
      values.append(value)
      cancellable?.cancel()
    }
    subject.send(1)
    subject.send(2)
    #expect(values == [1])
  }

  @Test func sendingFromManyThreadsDeliversEveryValue() {
    let subject = PassthroughSubject<Int, Never>()
    let received = CombineLockedList<Int>()
    let cancellable = subject.sink { received.append($0) }
    DispatchQueue.concurrentPerform(iterations: 200) { subject.send($0) }
    #expect(received.items.sorted() == Array(0..<200))
    _ = cancellable
  }

  @Test func subjectCanSubscribeToAPublisher() {
    let source = PassthroughSubject<Int, Never>()
    let relay = CurrentValueSubject<Int, Never>(0)
    var values: [Int] = []
    let a = relay.sink { values.append($0) }
    let b = source.subscribe(relay)
    source.send(4)
    b.cancel()
    source.send(5)
    #expect(values == [0, 4])
    _ = a
  }
}
