import Foundation

/// The rows the benchmark prints: scenario, figure, target, and whether the target holds.
struct BenchmarkTable {
  struct Row {
    let scenario: String
    let figure: String
    let target: String
    let met: Bool?
  }

  private(set) var rows: [Row] = []

  mutating func add(
    _ scenario: String, _ figure: String, target: String = "report", met: Bool? = nil
  ) {
    rows.append(Row(scenario: scenario, figure: figure, target: target, met: met))
  }

  func render() -> String {
    let headers = ["scenario", "figure", "target", "met"]
    let cells = rows.map {
      [$0.scenario, $0.figure, $0.target, $0.met.map { $0 ? "yes" : "NO" } ?? "—"]
    }
    let widths = headers.indices.map { column in
      ([headers[column]] + cells.map { $0[column] }).map(\.count).max() ?? 0
    }
    func line(_ values: [String]) -> String {
      "| "
        + zip(values, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(
          separator: " | ")
        + " |"
    }
    var text = line(headers) + "\n"
    text +=
      "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|\n"
    for row in cells { text += line(row) + "\n" }
    return text
  }
}

/// Times a closure: the median of several runs, in nanoseconds.
func measure(runs: Int = 15, iterations: Int = 1, _ body: () -> Void) -> Double {
  let clock = ContinuousClock()
  var samples: [Double] = []
  for _ in 0..<runs {
    let start = clock.now
    for _ in 0..<iterations { body() }
    let elapsed = clock.now - start
    let nanoseconds =
      Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    samples.append(nanoseconds / Double(iterations))
  }
  return samples.sorted()[samples.count / 2]
}

/// Times two closures in alternation (one run of each per round), so both see the same load
/// on a shared machine and their ratio stays meaningful: the medians, in nanoseconds.
func measureInterleaved(
  runs: Int = 11, iterations: (Int, Int) = (1, 1), _ first: () -> Void, _ second: () -> Void
) -> (first: Double, second: Double) {
  var firsts: [Double] = []
  var seconds: [Double] = []
  for _ in 0..<runs {
    firsts.append(measure(runs: 1, iterations: iterations.0, first))
    seconds.append(measure(runs: 1, iterations: iterations.1, second))
  }
  return (firsts.sorted()[runs / 2], seconds.sorted()[runs / 2])
}

func formatDuration(_ nanoseconds: Double) -> String {
  if nanoseconds < 1_000 { return String(format: "%.0f ns", nanoseconds) }
  if nanoseconds < 1_000_000 { return String(format: "%.1f µs", nanoseconds / 1_000) }
  return String(format: "%.2f ms", nanoseconds / 1_000_000)
}
