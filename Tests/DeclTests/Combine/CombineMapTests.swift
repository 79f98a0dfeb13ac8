import Testing

@testable import Decl
@testable import DeclCombine

@Suite struct CombineMapTests {
  @Test func mapTransformsEveryValue() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [String] = []
    let cancellable = subject.map { "#\($0)" }.sink { received.append($0) }
    subject.send(1)
    subject.send(2)
    #expect(received == ["#1", "#2"])
    _ = cancellable
  }

  @Test func mapChainsAndPassesCompletionThrough() {
    let subject = PassthroughSubject<Int, CombineTestError>()
    let recorder = CombineRecorder<Int, CombineTestError>()
    subject.map { $0 + 1 }.map { $0 * 2 }.subscribe(recorder)
    subject.send(1)
    subject.send(completion: .failure(CombineTestError(code: 7)))
    subject.send(5)
    #expect(recorder.values == [4])
    #expect(recorder.completions == [.failure(CombineTestError(code: 7))])
  }

  @Test func mapForwardsDemandUnchanged() {
    let upstream = CombineManualPublisher<Int, Never>()
    let recorder = CombineRecorder<Int, Never>(initialDemand: .max(2), demandPerValue: .max(1))
    upstream.map { $0 }.subscribe(recorder)
    #expect(upstream.requested == .max(2))
    upstream.send(1)
    #expect(upstream.requested == .max(3))
  }

  @Test func compactMapDropsNilsAndAsksForOneMore() {
    let upstream = CombineManualPublisher<String, Never>()
    let recorder = CombineRecorder<Int, Never>(initialDemand: .max(1))
    upstream.compactMap { Int($0) }.subscribe(recorder)
    #expect(upstream.send("x") == .max(1))  // dropped: the demand is replenished
    #expect(upstream.send("3") == .none)
    #expect(recorder.values == [3])
  }

  @Test func compactMapOfPublishedProperty() {
    let subject = CurrentValueSubject<String, Never>("1")
    var received: [Int] = []
    let cancellable = subject.compactMap(Int.init).sink { received.append($0) }
    subject.value = "two"
    subject.value = "3"
    #expect(received == [1, 3])
    _ = cancellable
  }
}
