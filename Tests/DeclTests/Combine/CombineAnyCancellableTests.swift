import Testing

@testable import Decl
@testable import DeclCombine

@Suite struct CombineAnyCancellableTests {
  @Test func cancelsOnDeinit() {
    var cancelled = 0
    var cancellable: AnyCancellable? = AnyCancellable { cancelled += 1 }
    #expect(cancelled == 0)
    cancellable = nil
    #expect(cancelled == 1)
    _ = cancellable
  }

  @Test func cancelRunsOnceEvenWithDeinit() {
    var cancelled = 0
    var cancellable: AnyCancellable? = AnyCancellable { cancelled += 1 }
    cancellable?.cancel()
    cancellable?.cancel()
    cancellable = nil
    #expect(cancelled == 1)
  }

  @Test func droppingTheCancellableStopsDelivery() {
    let subject = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    var cancellable: AnyCancellable? = subject.sink { values.append($0) }
    subject.send(1)
    cancellable = nil
    subject.send(2)
    #expect(values == [1])
    _ = cancellable
  }

  @Test func storeInSetKeepsSubscriptionsAlive() {
    let subject = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    var set = Set<AnyCancellable>()
    subject.sink { values.append($0) }.store(in: &set)
    subject.map { $0 * 10 }.sink { values.append($0) }.store(in: &set)
    #expect(set.count == 2)
    subject.send(1)
    set.removeAll()
    subject.send(2)
    #expect(values == [1, 10])
  }

  @Test func storeInArrayKeepsSubscriptionsAlive() {
    let subject = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    var array: [AnyCancellable] = []
    subject.sink { values.append($0) }.store(in: &array)
    let shared = subject.sink { values.append(-$0) }
    shared.store(in: &array)
    shared.store(in: &array)
    #expect(array.count == 3)
    subject.send(1)
    array = []
    withExtendedLifetime(shared) { subject.send(2) }
    #expect(values == [1, -1, -2])
  }

  @Test func hashableByIdentity() {
    let a = AnyCancellable {}
    let b = AnyCancellable {}
    #expect(a == a)
    #expect(a != b)
    #expect(Set([a, a, b]).count == 2)
  }

  @Test func wrapsAnyCancellable() {
    let subject = PassthroughSubject<Int, Never>()
    let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { _ in })
    subject.subscribe(sink)
    var set = Set<AnyCancellable>()
    sink.store(in: &set)
    #expect(set.count == 1)
  }
}
