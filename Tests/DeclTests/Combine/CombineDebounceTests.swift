import Foundation
import Testing

@testable import Decl
@testable import DeclCombine

@Suite struct CombineDebounceTests {
  @Test @MainActor func emitsOnlyTheLastValueOfABurst() async {
    let subject = PassthroughSubject<String, Never>()
    var values: [String] = []
    let cancellable = subject.debounce(for: .milliseconds(40), scheduler: DispatchQueue.main)
      .sink { values.append($0) }
    subject.send("a")
    subject.send("ab")
    subject.send("abc")
    #expect(await combineEventually { !values.isEmpty })
    #expect(values == ["abc"])
    subject.send("abcd")
    #expect(await combineEventually { values.count == 2 })
    #expect(values == ["abc", "abcd"])
    _ = cancellable
  }

  @Test @MainActor func worksWithRunLoopMainAndSecondsLiterals() async {
    let subject = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    let cancellable = subject.debounce(for: 0.03, scheduler: RunLoop.main)
      .sink { values.append($0) }
    subject.send(1)
    subject.send(2)
    #expect(values.isEmpty)
    #expect(await combineEventually { values == [2] })
    _ = cancellable
  }

  @Test @MainActor func cancellingDropsThePendingValue() async {
    let subject = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    let cancellable = subject.debounce(for: .milliseconds(10), scheduler: DispatchQueue.main)
      .sink { values.append($0) }
    subject.send(1)
    cancellable.cancel()
    try? await Task.sleep(for: .milliseconds(50))
    #expect(values.isEmpty)
  }

  @Test @MainActor func finishingDropsThePendingValueLikeCombine() async {
    let subject = PassthroughSubject<Int, Never>()
    var events: [String] = []
    let cancellable = subject.debounce(for: .milliseconds(10), scheduler: DispatchQueue.main)
      .sink(
        receiveCompletion: { _ in events.append("done") }, receiveValue: { events.append("\($0)") })
    subject.send(1)
    subject.send(completion: .finished)
    #expect(await combineEventually { !events.isEmpty })
    try? await Task.sleep(for: .milliseconds(30))
    #expect(events == ["done"])
    _ = cancellable
  }
}
