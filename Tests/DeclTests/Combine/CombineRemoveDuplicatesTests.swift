import Testing

@testable import Decl
@testable import DeclCombine

@Suite struct CombineRemoveDuplicatesTests {
  @Test func dropsConsecutiveEqualValues() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    let cancellable = subject.removeDuplicates().sink { received.append($0) }
    for value in [1, 1, 2, 2, 2, 1, 3, 3] { subject.send(value) }
    #expect(received == [1, 2, 1, 3])
    _ = cancellable
  }

  @Test func usesThePredicate() {
    let subject = PassthroughSubject<String, Never>()
    var received: [String] = []
    let cancellable = subject.removeDuplicates { $0.lowercased() == $1.lowercased() }
      .sink { received.append($0) }
    for value in ["a", "A", "b", "B", "a"] { subject.send(value) }
    #expect(received == ["a", "b", "a"])
    _ = cancellable
  }

  @Test func eachSubscriptionComparesAgainstItsOwnHistory() {
    let subject = PassthroughSubject<Int, Never>()
    let deduplicated = subject.removeDuplicates()
    var first: [Int] = []
    var second: [Int] = []
    let a = deduplicated.sink { first.append($0) }
    subject.send(1)
    let b = deduplicated.sink { second.append($0) }
    subject.send(1)
    #expect(first == [1])
    #expect(second == [1])
    _ = (a, b)
  }

  @Test func duplicatesReplenishDemand() {
    let upstream = CombineManualPublisher<Int, Never>()
    let recorder = CombineRecorder<Int, Never>(initialDemand: .max(1))
    upstream.removeDuplicates().subscribe(recorder)
    #expect(upstream.send(4) == .none)
    recorder.subscription?.request(.max(1))
    #expect(upstream.send(4) == .max(1))
  }
}
