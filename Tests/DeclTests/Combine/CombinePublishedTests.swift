import Foundation
import Testing

@testable import Decl
@testable import DeclCombine

private final class Profile: ObservableObject {
  @Published var name = "Ada"
  @Published var age: Int
  @Published var nickname: String? = nil

  init(age: Int = 36) {
    _age = Published(initialValue: age)
  }
}

/// Property observers still run around the published change.
private final class Observed: ObservableObject {
  var log: [String] = []
  @Published var value = 0 {
    willSet { log.append("willSet \(value)->\(newValue)") }
    didSet { log.append("didSet \(oldValue)->\(value)") }
  }
}

/// A plain class (not an ObservableObject) may still use `@Published` for `$property`.
private final class Plain {
  @Published var count = 0
}

@Suite struct CombinePublishedTests {
  @Test func projectedPublisherEmitsCurrentValueOnSubscribe() {
    let profile = Profile()
    var received: [String] = []
    let cancellable = profile.$name.sink { received.append($0) }
    #expect(received == ["Ada"])
    _ = cancellable
  }

  @Test func projectedPublisherEmitsEachNewValue() {
    let profile = Profile()
    var received: [Int] = []
    let cancellable = profile.$age.sink { received.append($0) }
    profile.age = 37
    profile.age += 1
    #expect(received == [36, 37, 38])
    #expect(profile.age == 38)
    cancellable.cancel()
    profile.age = 99
    #expect(received == [36, 37, 38])
  }

  @Test func subscribersSeeTheOldValueInsideTheSink() {
    // Combine publishes on willSet: the sink gets the new value while the property is old.
    let profile = Profile()
    var seen: [(sent: String, stored: String)] = []
    let cancellable = profile.$name.dropFirstForTest().sink { newName in
      seen.append((newName, profile.name))
    }
    profile.name = "Grace"
    #expect(seen.count == 1)
    #expect(seen.first?.sent == "Grace")
    #expect(seen.first?.stored == "Ada")
    #expect(profile.name == "Grace")
    _ = cancellable
  }

  @Test func initialValueInitializerAndOptionals() {
    let profile = Profile(age: 7)
    var received: [String?] = []
    let cancellable = profile.$nickname.sink { received.append($0) }
    profile.nickname = "Bug"
    profile.nickname = nil
    #expect(profile.age == 7)
    #expect(received == [nil, "Bug", nil])
    _ = cancellable
  }

  @Test func propertyObserversRunAroundThePublishedChange() {
    let observed = Observed()
    let cancellable = observed.$value.sink { observed.log.append("sink \($0)") }
    observed.value = 1
    #expect(observed.log == ["sink 0", "willSet 0->1", "sink 1", "didSet 0->1"])
    _ = cancellable
  }

  @Test func worksOnClassesThatAreNotObservableObjects() {
    let plain = Plain()
    var received: [Int] = []
    let cancellable = plain.$count.map { $0 * 10 }.sink { received.append($0) }
    plain.count = 2
    #expect(received == [0, 20])
    #expect(plain.count == 2)
    _ = cancellable
  }

  @Test func eachSubscriberGetsItsOwnCurrentValue() {
    let profile = Profile()
    var first: [String] = []
    var second: [String] = []
    let a = profile.$name.sink { first.append($0) }
    profile.name = "Grace"
    let b = profile.$name.sink { second.append($0) }
    profile.name = "Linus"
    #expect(first == ["Ada", "Grace", "Linus"])
    #expect(second == ["Grace", "Linus"])
    _ = (a, b)
  }

  @Test func limitedDemandCatchesUpWithTheLatestValue() {
    let profile = Profile()
    let recorder = CombineRecorder<Int, Never>(initialDemand: .max(1))
    profile.$age.subscribe(recorder)
    profile.age = 40  // no demand: dropped
    profile.age = 41
    recorder.subscription?.request(.max(1))
    #expect(recorder.values == [36, 41])
  }
}

extension Publisher {
  /// Skips the value a `@Published` publisher replays on subscribe (tests only).
  fileprivate func dropFirstForTest() -> Publishers.CompactMap<Self, Output> {
    var skipped = false
    return compactMap { value in
      defer { skipped = true }
      return skipped ? value : nil
    }
  }
}
