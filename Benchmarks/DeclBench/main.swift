import Decl
import DeclRender

// DeclBench: `swift run -c release DeclBench`. Prints one table; BENCHMARKS.md records it.
// Figures that depend on the machine are printed next to an in-process baseline measured in
// the same run, so the ratio is what counts.

MainActor.assumeIsolated {
  var table = BenchmarkTable()
  Scenarios.run(into: &table)
  print(table.render())
}
