import Decl
import DeclRender

/// Loops one scenario's operation for a profiler:
/// `perf record -g .build/release/DeclBench --scenario profile-scroll`. `--count N` sets the
/// number of repetitions (each scenario's default otherwise), so that instructions per
/// repetition are the difference of two runs divided by the difference of their counts
/// (`Scripts/instructions-per-frame.sh`), with the setup cancelling out.
@MainActor
enum ProfileScenarios {
  static let scenarios: [String: (Int?) -> Void] = [
    "profile-scroll": { count in
      let host = TestHost(width: 200, height: 60) { Scenarios.LongList(count: 100_000) }
      for step in 0..<(count ?? 2_000) {
        host.scroll(x: 10, y: 10, rows: step / 30 % 2 == 0 ? 1 : -1)
      }
    },
    "profile-one-row": { count in
      let host = TestHost(width: 200, height: 60) {
        VStack { ForEach(0..<1000) { Scenarios.Row(index: $0) } }
      }
      for _ in 0..<3 { host.send(.tab) }
      for _ in 0..<(count ?? 1_000) { host.type("x") }
    },
    "profile-dashboard-first": { count in
      for _ in 0..<(count ?? 200) { _ = DashboardScenarios.makeHost(DashboardScenarios.Readings()) }
    },
    "profile-dashboard-one": { count in
      let readings = DashboardScenarios.Readings()
      let host = DashboardScenarios.makeHost(readings)
      for step in 0..<(count ?? 1_000) {
        readings.values[step % 40] += 1
        DashboardScenarios.renderFrame(host)
      }
    },
    "profile-dashboard-all": { count in
      let readings = DashboardScenarios.Readings()
      let host = DashboardScenarios.makeHost(readings)
      for _ in 0..<(count ?? 200) {
        for index in 0..<40 { readings.values[index] += 1 }
        DashboardScenarios.renderFrame(host)
      }
    },
    "profile-mail-first": { count in
      let mailbox = MailScenarios.Mailbox()
      for _ in 0..<(count ?? 20) { _ = MailScenarios.makeHost(mailbox) }
    },
    "profile-mail-type": { count in
      // A character typed into the search field (filtering the rows) and erased: two frames.
      let host = MailScenarios.makeHost()
      host.send(.tab)
      for _ in 0..<(count ?? 20) {
        host.type("h")
        host.send(.backspace)
      }
    },
    "profile-mail-scroll": { count in
      let host = MailScenarios.makeHost()
      for step in 0..<(count ?? 200) {
        host.scroll(x: 20, y: 20, rows: step / 30 % 2 == 0 ? 1 : -1)
      }
    },
    "profile-mail-push": { count in
      // A message pushed and popped: two frames.
      let host = MailScenarios.makeHost()
      let row = MailScenarios.rowPoint(host)
      for _ in 0..<(count ?? 20) {
        host.click(x: row.x, y: row.y)
        host.send(.escape)
      }
    },
    "profile-form": { count in
      let host = TestHost(width: 200, height: 60) { Scenarios.LargeForm() }
      for step in 0..<(count ?? 20) { host.resize(width: step % 2 == 0 ? 199 : 200, height: 60) }
      for _ in 0..<5 { _ = TestHost(width: 200, height: 60) { Scenarios.LargeForm() } }
    },
  ]
}
