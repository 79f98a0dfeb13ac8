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
    "profile-dashboard-first": {
      for _ in 0..<200 { _ = DashboardScenarios.makeHost(DashboardScenarios.Readings()) }
    },
    "profile-dashboard-one": {
      let readings = DashboardScenarios.Readings()
      let host = DashboardScenarios.makeHost(readings)
      for step in 0..<1_000 {
        readings.values[step % 40] += 1
        DashboardScenarios.renderFrame(host)
      }
    },
    "profile-dashboard-all": {
      let readings = DashboardScenarios.Readings()
      let host = DashboardScenarios.makeHost(readings)
      for _ in 0..<200 {
        for index in 0..<40 { readings.values[index] += 1 }
        DashboardScenarios.renderFrame(host)
      }
    },
    "profile-form": {
      let host = TestHost(width: 200, height: 60) { Scenarios.LargeForm() }
      for step in 0..<20 { host.resize(width: step % 2 == 0 ? 199 : 200, height: 60) }
      for _ in 0..<5 { _ = TestHost(width: 200, height: 60) { Scenarios.LargeForm() } }
    },
  ]
}
