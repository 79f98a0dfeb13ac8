import Decl
import DeclRender
import Foundation

/// Peak memory per scenario, each measured in a fresh `DeclBench --scenario NAME` process so
/// one scenario's allocations cannot inflate another's figure.
@MainActor
enum MemoryScenarios {
  /// The scenarios a child process can run, by name.
  static let scenarios: [String: () -> String] = [
    "memory-baseline": { "" },
    "memory-list-1000": { scrolledList(rows: 1_000) },
    "memory-list-100000": { scrolledList(rows: 100_000) },
  ]

  /// Child side: runs the scenario, then prints the peak RSS in kB and what it reported.
  static func runChild(_ name: String) -> Int32 {
    guard let scenario = scenarios[name] else {
      print("unknown scenario \(name); known: \(scenarios.keys.sorted().joined(separator: ", "))")
      return 2
    }
    let report = scenario()
    print("\(peakResidentKilobytes()) \(report)")
    return 0
  }

  /// A 200×60 list of `rows` rows, scrolled down a screenful and back one row at a time.
  private static func scrolledList(rows: Int) -> String {
    let host = TestHost(width: 200, height: 60) { Scenarios.LongList(count: rows) }
    for _ in 0..<60 { host.scroll(x: 10, y: 10, rows: 1) }
    for _ in 0..<60 { host.scroll(x: 10, y: 10, rows: -1) }
    return "\(host.liveNodeCount)"
  }

  /// Parent side: one row comparing the 100,000-row list with the 1,000-row one and with a
  /// process that does nothing.
  static func run(into table: inout BenchmarkTable) {
    let baseline = child("memory-baseline")
    let small = child("memory-list-1000")
    let large = child("memory-list-100000")
    guard let baseline, let small, let large else {
      table.add("peak RSS, 100,000-row List", "could not run the child process", met: false)
      return
    }
    let growth =
      Double(large.kilobytes - baseline.kilobytes)
      / Double(max(1, small.kilobytes - baseline.kilobytes))
    table.add(
      "peak RSS, 100,000-row List (own process)",
      String(
        format: "%.1f MB, %@ nodes (1,000 rows: %.1f MB, %@ nodes; empty process %.1f MB;"
          + " growth over empty %.2f× the 1,000-row list's)",
        megabytes(large.kilobytes), large.report, megabytes(small.kilobytes), small.report,
        megabytes(baseline.kilobytes), growth),
      target: "no node per row",
      met: (Int(large.report) ?? .max) < 2_000)
  }

  private static func megabytes(_ kilobytes: Int) -> Double { Double(kilobytes) / 1024 }

  /// Runs this executable with `--scenario name`; its peak RSS and report.
  private static func child(_ name: String) -> (kilobytes: Int, report: String)? {
    guard let executable = Bundle.main.executableURL else { return nil }
    let process = Process()
    process.executableURL = executable
    process.arguments = ["--scenario", name]
    let pipe = Pipe()
    process.standardOutput = pipe
    guard (try? process.run()) != nil else { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let words = String(decoding: data, as: UTF8.self).split(
      separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
    guard process.terminationStatus == 0, let kilobytes = Int(words.first ?? "") else {
      return nil
    }
    let report = words.count > 1 ? words[1].trimmingCharacters(in: .whitespacesAndNewlines) : ""
    return (kilobytes, report)
  }

  /// VmHWM (peak resident set) from /proc/self/status, in kB; 0 where there is none.
  static func peakResidentKilobytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return 0 }
    return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
  }
}
