import Testing

@testable import Decl
@testable import DeclCombine

@Suite struct CombineCombineLatestTests {
  @Test func waitsForEveryInputThenEmitsOnEachChange() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<String, Never>()
    var received: [String] = []
    let cancellable = Publishers.CombineLatest(a, b).sink { received.append("\($0)\($1)") }
    a.send(1)
    a.send(2)
    #expect(received.isEmpty)
    b.send("x")
    #expect(received == ["2x"])
    a.send(3)
    b.send("y")
    #expect(received == ["2x", "3x", "3y"])
    _ = cancellable
  }

  @Test func combinesPublishedPropertiesImmediately() {
    let password = CurrentValueSubject<String, Never>("a")
    let confirm = CurrentValueSubject<String, Never>("b")
    var matches: [Bool] = []
    let cancellable = Publishers.CombineLatest(password, confirm).map { $0 == $1 }
      .sink { matches.append($0) }
    confirm.value = "a"
    #expect(matches == [false, true])
    _ = cancellable
  }

  @Test func methodFormsWithAndWithoutTransform() {
    let a = CurrentValueSubject<Int, Never>(1)
    let b = CurrentValueSubject<Int, Never>(10)
    let c = CurrentValueSubject<Int, Never>(100)
    var pairs: [Int] = []
    var sums: [Int] = []
    var triples: [Int] = []
    var sums3: [Int] = []
    let cancellables = [
      a.combineLatest(b).sink { pairs.append($0 * $1) },
      a.combineLatest(b, +).sink { sums.append($0) },
      a.combineLatest(b, c).sink { triples.append($0 + $1 + $2) },
      a.combineLatest(b, c) { $0 * $1 * $2 }.sink { sums3.append($0) },
    ]
    b.value = 20
    #expect(pairs == [10, 20])
    #expect(sums == [11, 21])
    #expect(triples == [111, 121])
    #expect(sums3 == [1000, 2000])
    _ = cancellables
  }

  @Test func combineLatest3WaitsForAllThree() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let c = PassthroughSubject<Int, Never>()
    var received: [[Int]] = []
    let cancellable = Publishers.CombineLatest3(a, b, c).sink { received.append([$0, $1, $2]) }
    a.send(1)
    b.send(2)
    #expect(received.isEmpty)
    c.send(3)
    b.send(4)
    #expect(received == [[1, 2, 3], [1, 4, 3]])
    _ = cancellable
  }

  @Test func finishesOnlyWhenAllFinish() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let recorder = CombineRecorder<(Int, Int), Never>()
    a.combineLatest(b).subscribe(recorder)
    a.send(1)
    b.send(2)
    a.send(completion: .finished)
    #expect(recorder.completions.isEmpty)
    b.send(3)  // a's last value still combines
    b.send(completion: .finished)
    #expect(recorder.values.map { $0.1 } == [2, 3])
    #expect(recorder.finished)
  }

  @Test func failsAsSoonAsOneFailsAndCancelsTheOthers() {
    let a = CombineManualPublisher<Int, CombineTestError>()
    let b = CombineManualPublisher<Int, CombineTestError>()
    let recorder = CombineRecorder<(Int, Int), CombineTestError>()
    a.combineLatest(b).subscribe(recorder)
    a.send(completion: .failure(CombineTestError()))
    #expect(recorder.completions == [.failure(CombineTestError())])
    #expect(b.cancelled)
    b.send(1)
    #expect(recorder.values.isEmpty)
  }

  @Test func holdsTheLatestCombinationUntilThereIsDemand() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let recorder = CombineRecorder<(Int, Int), Never>(initialDemand: .max(1))
    a.combineLatest(b).subscribe(recorder)
    a.send(1)
    b.send(1)
    b.send(2)
    b.send(3)
    #expect(recorder.values.map { $0.1 } == [1])
    recorder.subscription?.request(.max(1))
    #expect(recorder.values.map { $0.1 } == [1, 3])
  }

  @Test func cancellingStopsDeliveryAndCancelsUpstreams() {
    let a = CombineManualPublisher<Int, Never>()
    let b = CombineManualPublisher<Int, Never>()
    var received = 0
    let cancellable = a.combineLatest(b).sink { _ in received += 1 }
    a.send(1)
    b.send(1)
    cancellable.cancel()
    #expect(a.cancelled && b.cancelled)
    #expect(received == 1)
  }
}
