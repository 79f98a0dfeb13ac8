import Foundation
import Testing

@testable import Decl
@testable import DeclCombine

private final class Counter: ObservableObject {
  @Published var count = 0
  @Published var label = "zero"
  var untracked = 0
}

private class Shape: ObservableObject {
  @Published var width = 1
}

private final class Square: Shape {
  @Published var color = "red"
}

/// Shared across threads in the concurrency test (its only state is lock-protected).
private final class SharedModel: ObservableObject, @unchecked Sendable {
  @Published var value = 0
}

/// Sends by hand, as course code does for properties without `@Published`.
private final class ManualStore: ObservableObject {
  var items: [String] = [] {
    willSet { objectWillChange.send() }
  }
}

/// A custom publisher type is allowed; such an object sends on it by itself.
private final class CustomSignal: ObservableObject {
  let objectWillChange = PassthroughSubject<Void, Never>()
  var level = 0 {
    willSet { objectWillChange.send() }
  }
}

/// Generic code sees the custom publisher through the protocol.
private func countChanges<O: ObservableObject>(of object: O, during change: () -> Void) -> Int {
  var count = 0
  let cancellable = object.objectWillChange.sink { _ in count += 1 }
  change()
  cancellable.cancel()
  return count
}

@Suite struct CombineObservableObjectTests {
  @Test func objectWillChangeIsTheSameInstanceOnEveryAccess() {
    let counter = Counter()
    #expect(counter.objectWillChange === counter.objectWillChange)
    #expect(Counter().objectWillChange !== counter.objectWillChange)
  }

  @Test func firesOncePerChangeBeforeTheChange() {
    let counter = Counter()
    var countsSeen: [Int] = []
    let cancellable = counter.objectWillChange.sink { countsSeen.append(counter.count) }
    counter.count = 1
    #expect(countsSeen == [0])
    counter.count = 2
    counter.label = "two"
    #expect(countsSeen == [0, 1, 2])
    counter.untracked = 5
    #expect(countsSeen.count == 3)
    _ = cancellable
  }

  @Test func firesBeforeThePropertyPublisher() {
    let counter = Counter()
    var events: [String] = []
    let a = counter.objectWillChange.sink { events.append("willChange") }
    let b = counter.$count.sink { events.append("count \($0)") }
    counter.count = 1
    #expect(events == ["count 0", "willChange", "count 1"])
    _ = (a, b)
  }

  @Test func firesForPropertiesChangedBeforeTheFirstAccess() {
    let counter = Counter()
    counter.count = 3  // nobody asked for objectWillChange yet
    var fired = 0
    let cancellable = counter.objectWillChange.sink { fired += 1 }
    counter.count = 4
    #expect(fired == 1)
    _ = cancellable
  }

  @Test func subclassPropertiesAndInheritedOnesBothFire() {
    let square = Square()
    var fired = 0
    let cancellable = square.objectWillChange.sink { fired += 1 }
    square.width = 2
    square.color = "blue"
    #expect(fired == 2)
    #expect((square as Shape).objectWillChange === square.objectWillChange)
    _ = cancellable
  }

  @Test func objectsWithoutPublishedPropertiesKeepOnePublisher() {
    let store = ManualStore()
    var fired = 0
    let cancellable = store.objectWillChange.sink { fired += 1 }
    store.items.append("milk")
    store.items = []
    #expect(fired == 2)
    _ = cancellable
  }

  @Test func customObjectWillChangePublisherIsUsed() {
    let signal = CustomSignal()
    #expect(countChanges(of: signal) { signal.level = 2 } == 1)
    let counter = Counter()
    #expect(countChanges(of: counter) { counter.count += 1 } == 1)
  }

  @Test func cancelledSubscribersStopHearing() {
    let counter = Counter()
    var fired = 0
    let cancellable = counter.objectWillChange.sink { fired += 1 }
    counter.count = 1
    cancellable.cancel()
    counter.count = 2
    #expect(fired == 1)
  }

  @Test func deadObjectsDoNotLeakTheirPublisherToNewOnes() {
    weak var dead: Counter?
    do {
      let counter = Counter()
      _ = counter.objectWillChange
      dead = counter
    }
    #expect(dead == nil)
    // A new object may reuse the address, but must get a fresh, working publisher.
    for _ in 0..<8 {
      let counter = Counter()
      var fired = 0
      let cancellable = counter.objectWillChange.sink { fired += 1 }
      counter.count = 1
      #expect(fired == 1)
      _ = cancellable
    }
  }

  @Test func concurrentFirstAccessAgreesOnOnePublisher() {
    for _ in 0..<20 {
      let model = SharedModel()
      let seen = CombineLockedList<ObjectIdentifier>()
      DispatchQueue.concurrentPerform(iterations: 4) { _ in
        seen.append(ObjectIdentifier(model.objectWillChange))
      }
      #expect(Set(seen.items).count == 1)
      var fired = 0
      let cancellable = model.objectWillChange.sink { fired += 1 }
      model.value = 1
      #expect(fired == 1)
      _ = cancellable
    }
  }

  @Test func registryPrunesDeadEntries() {
    for _ in 0..<500 { _ = Counter().objectWillChange }
    #expect(ObservableObjectRegistry.shared.count < 400)
  }
}
