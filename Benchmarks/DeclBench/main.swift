import Decl
import DeclRender
import Foundation

// DeclBench: `swift run -c release DeclBench`. Prints one table; BENCHMARKS.md records it.
// Figures that depend on the machine are printed next to an in-process baseline measured in
// the same run, so the ratio is what counts.
//
// `DeclBench --only GROUP[,GROUP…]` runs only those groups of rows: `render`, `dashboard`,
// `mail`, `memory`, `process`, `sessions`, `input`.
//
// `DeclBench --scenario NAME` runs one memory scenario in this process and prints its peak
// RSS (the table runs each that way, in a process of its own), or loops a `profile-…`
// scenario for a profiler.

MainActor.assumeIsolated {
  let arguments = CommandLine.arguments
  if let index = arguments.firstIndex(of: "--scenario"), index + 1 < arguments.count {
    let name = arguments[index + 1]
    if let profile = ProfileScenarios.scenarios[name] {
      let count = arguments.firstIndex(of: "--count").flatMap {
        $0 + 1 < arguments.count ? Int(arguments[$0 + 1]) : nil
      }
      profile(count)
      exit(0)
    }
    exit(MemoryScenarios.runChild(name))
  }
  let groups: KeyValuePairs<String, (inout BenchmarkTable) -> Void> = [
    "render": Scenarios.run,
    "dashboard": DashboardScenarios.run,
    "mail": MailScenarios.run,
    "memory": MemoryScenarios.run,
    "process": ProcessScenarios.run,
    "sessions": SessionRunner.run,
    "input": InputLoadScenarios.run,
  ]
  var selected = Set(groups.map(\.key))
  if let index = arguments.firstIndex(of: "--only"), index + 1 < arguments.count {
    selected = Set(arguments[index + 1].split(separator: ",").map(String.init))
    let unknown = selected.subtracting(groups.map(\.key))
    guard unknown.isEmpty else {
      print(
        "unknown group \(unknown.sorted().joined(separator: ", ")); known: "
          + groups.map(\.key).joined(separator: ", "))
      exit(2)
    }
  }
  var table = BenchmarkTable()
  for (name, run) in groups where selected.contains(name) {
    run(&table)
  }
  print(table.render())
}
