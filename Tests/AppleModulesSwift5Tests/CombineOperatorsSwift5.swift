import Combine
import Foundation
import Testing

/// Combine's matching, gating and timing operators as an iOS view model of Swift 5 days writes
/// them, under `import Combine`.
struct CombineOperatorsSwift5Tests {
  @Test func operatorsCompileAndPublishInSwift5Mode() {
    var cancellables = Set<AnyCancellable>()
    var log: [String] = []
    let scores = PassthroughSubject<Int, Never>()
    let start = PassthroughSubject<Void, Never>()
    scores.drop(untilOutputFrom: start).max().sink { log.append("max \($0)") }
      .store(in: &cancellables)
    scores.contains(7).sink { log.append("has 7: \($0)") }.store(in: &cancellables)
    scores.count().sink { log.append("count \($0)") }.store(in: &cancellables)
    scores.allSatisfy { $0 > 0 }.breakpointOnError().sink { log.append("positive \($0)") }
      .store(in: &cancellables)
    scores.collect(.byTimeOrCount(DispatchQueue.main, .seconds(60), 2))
      .sink { log.append("pair \($0)") }.store(in: &cancellables)
    Optional("name").publisher.combineLatest(Just(1), Just(2), Just(3)) { "\($0)\($1 + $2 + $3)" }
      .sink { log.append($0) }.store(in: &cancellables)
    scores.send(1)
    start.send(())
    scores.send(7)
    scores.send(3)
    scores.send(completion: .finished)
    #expect(
      log == [
        "name6", "has 7: true", "pair [1, 7]", "max 7", "count 3", "positive true", "pair [3]",
      ])
  }
}
