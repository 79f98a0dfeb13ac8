import Testing

@testable import Decl
@testable import DeclCombine

@Suite struct CombineFilterTests {
  @Test func filterKeepsOnlyMatchingValues() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let cancellable = subject.filter { $0.isMultiple(of: 2) }.sink { received.append($0) }
    for value in 1...6 { subject.send(value) }
    #expect(received == [2, 4, 6])
    _ = cancellable
  }

  @Test func rejectedValuesReplenishDemand() {
    let upstream = CombineManualPublisher<Int, Never>()
    let recorder = CombineRecorder<Int, Never>(initialDemand: .max(1))
    upstream.filter { $0 > 0 }.subscribe(recorder)
    #expect(upstream.send(-1) == .max(1))
    #expect(upstream.send(5) == .none)
    #expect(recorder.values == [5])
  }

  @Test func filterPassesCompletion() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = CombineRecorder<Int, Never>()
    subject.filter { _ in false }.subscribe(recorder)
    subject.send(1)
    subject.send(completion: .finished)
    #expect(recorder.values.isEmpty)
    #expect(recorder.finished)
  }
}
