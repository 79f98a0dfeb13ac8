import Decl
import DeclRender

/// Loops one scenario's operation for a profiler:
/// `perf record -g .build/release/DeclBench --scenario profile-scroll`.
@MainActor
enum ProfileScenarios {
  static let scenarios: [String: () -> Void] = [
    "profile-scroll": {
      let host = TestHost(width: 200, height: 60) { Scenarios.LongList(count: 100_000) }
      for step in 0..<2_000 { host.scroll(x: 10, y: 10, rows: step / 30 % 2 == 0 ? 1 : -1) }
    },
    "profile-one-row": {
      let host = TestHost(width: 200, height: 60) {
        VStack { ForEach(0..<1000) { Scenarios.Row(index: $0) } }
      }
      for _ in 0..<3 { host.send(.tab) }
      for _ in 0..<1_000 { host.type("x") }
    },
  ]
}
