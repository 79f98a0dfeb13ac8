import Decl
import DeclRender
import Observation

/// An 80×40 dashboard of 40 rows (bold label, spacer, coloured value; each row an `Equatable`
/// view): the first frame on a new host, one value changed, all 40 changed. Each frame's time
/// is split into update (body runs and reconciliation), layout, draw and encode.
@MainActor
enum DashboardScenarios {
  /// The values the dashboard shows; the benchmark writes them as a data source would.
  @Observable
  final class Readings {
    var values: [Int] = Array(0..<40)
  }

  struct Row: View, Equatable {
    let label: String
    let value: Int
    var body: some View {
      HStack {
        Text(label).bold()
        Spacer()
        Text("\(value)").foregroundColor(value % 2 == 0 ? .green : .red)
      }
    }
  }

  struct Dashboard: View {
    let readings: Readings
    var body: some View {
      VStack(spacing: 0) {
        ForEach(0..<40, id: \.self) { index in
          Row(label: "Sensor \(index)", value: readings.values[index])
        }
      }
    }
  }

  static func makeHost(_ readings: Readings) -> TestHost {
    TestHost(width: 80, height: 40) { Dashboard(readings: readings) }
  }

  /// Renders the frame the writes since the last one call for: a wheel turn over nothing that
  /// scrolls is the public way to ask a host for a frame without changing anything else (a key
  /// would also be looked up among the keyboard shortcuts of the whole screen).
  static func renderFrame(_ host: TestHost) {
    host.scroll(x: 0, y: 0, rows: 0)
  }

  static func run(into table: inout BenchmarkTable) {
    firstFrame(into: &table)
    let readings = Readings()
    let host = makeHost(readings)
    var step = 0
    changedFrames(
      "dashboard 80×40: one of 40 values changes", host: host,
      target: (80_000, "≤ 0.08 ms"), into: &table
    ) {
      step += 1
      readings.values[step % 40] += 1
    }
    changedFrames(
      "dashboard 80×40: all 40 values change", host: host,
      target: (500_000, "≤ 0.5 ms"), into: &table
    ) {
      for index in 0..<40 { readings.values[index] += 1 }
    }
  }

  /// The phases of a frame, in nanoseconds, as the frame renderer timed them.
  static func phases(_ frame: FrameStats) -> [Double] {
    [frame.updateDuration, frame.layoutDuration, frame.drawDuration, frame.encodeDuration].map {
      Double($0.components.seconds) * 1e9 + Double($0.components.attoseconds) / 1e9
    }
  }

  static func phaseText(_ phases: [Double]) -> String {
    zip(["update", "layout", "draw", "encode"], phases).map { "\($0) \(formatDuration($1))" }
      .joined(separator: ", ")
  }

  /// The median of each phase over `samples`.
  static func medians(_ samples: [[Double]]) -> [Double] {
    (0..<4).map { phase in samples.map { $0[phase] }.sorted()[samples.count / 2] }
  }

  static func firstFrame(into table: inout BenchmarkTable) {
    var samples: [[Double]] = []
    var bytes = 0
    var canvas: CellCanvas?
    // The host's first frame runs the graph's first update outside the frame renderer's
    // timer, so the update is the time from making the host to its first frame, less the
    // other phases. (Taking down the host afterwards is not part of the frame.)
    let (_, encodeAlone) = measureInterleaved(runs: 21, iterations: (20, 20)) {
      let clock = ContinuousClock()
      let start = clock.now
      // A model of its own: a model that never changes keeps every host's observation of it.
      let host = makeHost(Readings())
      let elapsed = clock.now - start
      let total =
        Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
      var split = phases(host.stats.lastFrame)
      split[0] = total - split[1...].reduce(0, +)
      samples.append(split)
      bytes = host.stats.lastFrameBytes
      canvas = host.canvas
    } _: {
      if let canvas { _ = FrameEncoder().encode(canvas) }
    }
    let whole = samples.map { $0.reduce(0, +) }.sorted()[samples.count / 2]
    table.add(
      "dashboard 80×40: first frame on a new host",
      "\(formatDuration(whole)) (\(phaseText(medians(samples)))); \(bytes) B; "
        + "encoding the same screen alone \(formatDuration(encodeAlone))",
      target: "≤ 0.5 ms", met: whole <= 500_000)
  }

  static func changedFrames(
    _ scenario: String, host: TestHost, target: (Double, String),
    into table: inout BenchmarkTable, change: () -> Void
  ) {
    var samples: [[Double]] = []
    var bytes = 0
    var bodies = 0
    let (frame, rebuild) = measureInterleaved(runs: 21, iterations: (20, 1)) {
      let before = host.stats.bodyEvaluations
      change()
      renderFrame(host)
      samples.append(phases(host.stats.lastFrame))
      bytes = host.stats.lastFrameBytes
      bodies = host.stats.bodyEvaluations - before
    } _: {
      _ = makeHost(Readings())
    }
    table.add(
      scenario,
      "\(formatDuration(frame)) (\(phaseText(medians(samples)))); \(bytes) B, \(bodies) body runs; "
        + "\(String(format: "%.1f", frame / rebuild * 100))% of a new host's \(formatDuration(rebuild))",
      target: target.1, met: frame <= target.0)
  }
}
