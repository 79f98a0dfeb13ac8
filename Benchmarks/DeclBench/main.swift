import Decl
import DeclRender
import Foundation

// DeclBench: `swift run -c release DeclBench`. Prints one table; BENCHMARKS.md records it.
// Figures that depend on the machine are printed next to an in-process baseline measured in
// the same run, so the ratio is what counts.
//
// `DeclBench --scenario NAME` runs one memory scenario in this process and prints its peak
// RSS (the table runs each that way, in a process of its own), or loops a `profile-…`
// scenario for a profiler.

MainActor.assumeIsolated {
  let arguments = CommandLine.arguments
  if let index = arguments.firstIndex(of: "--scenario"), index + 1 < arguments.count {
    let name = arguments[index + 1]
    if let profile = ProfileScenarios.scenarios[name] {
      profile()
      exit(0)
    }
    exit(MemoryScenarios.runChild(name))
  }
  var table = BenchmarkTable()
  Scenarios.run(into: &table)
  MemoryScenarios.run(into: &table)
  ProcessScenarios.run(into: &table)
  SessionRunner.run(into: &table)
  print(table.render())
}
