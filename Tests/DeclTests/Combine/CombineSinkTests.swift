import Testing

@testable import Decl
@testable import DeclCombine

@Suite struct CombineSinkTests {
  @Test func sinkReceivesValuesThenCompletion() {
    let subject = PassthroughSubject<Int, CombineTestError>()
    var events: [String] = []
    let cancellable = subject.sink(
      receiveCompletion: { completion in
        switch completion {
        case .finished: events.append("finished")
        case .failure(let error): events.append("failure \(error.code)")
        }
      },
      receiveValue: { events.append("value \($0)") })
    subject.send(1)
    subject.send(completion: .failure(CombineTestError(code: 2)))
    subject.send(3)
    subject.send(completion: .finished)
    #expect(events == ["value 1", "failure 2"])
    _ = cancellable
  }

  @Test func sinkReceivesFinished() {
    var finished = false
    var values: [Int] = []
    let cancellable = Just(1).sink(
      receiveCompletion: { finished = $0 == .finished }, receiveValue: { values.append($0) })
    #expect(values == [1])
    #expect(finished)
    _ = cancellable
  }

  @Test func sinkRequestsUnlimitedDemand() {
    let upstream = CombineManualPublisher<Int, Never>()
    let cancellable = upstream.sink { _ in }
    #expect(upstream.requested == .unlimited)
    cancellable.cancel()
    #expect(upstream.cancelled)
  }

  @Test func cancelledSinkIgnoresLateValues() {
    var values: [Int] = []
    let sink = Subscribers.Sink<Int, Never>(
      receiveCompletion: { _ in }, receiveValue: { values.append($0) })
    let upstream = CombineManualPublisher<Int, Never>()
    upstream.subscribe(sink)
    _ = sink.receive(1)
    sink.cancel()
    _ = sink.receive(2)
    #expect(values == [1])
  }
}
