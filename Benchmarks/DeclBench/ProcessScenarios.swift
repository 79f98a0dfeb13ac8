import DeclRender
import DeclTesting
import Foundation

/// Scenarios that run the real `Examples` program in a pseudo-terminal.
enum ProcessScenarios {
  static func run(into table: inout BenchmarkTable) {
    guard ExampleProcess.path != nil else {
      table.add("idle app, 10 s", ExampleProcess.missing, target: "0 B, 0 frames, no wakeups")
      table.add("startup to first frame of the gallery", ExampleProcess.missing)
      return
    }
    idle(into: &table)
    startup(into: &table)
  }

  /// The gallery left alone for ten seconds after its first frame.
  static func idle(into table: inout BenchmarkTable, seconds: Int = 10) {
    guard let app = try? ExampleProcess(width: 200, height: 60), app.waitForFirstFrame() else {
      table.add("idle app, \(seconds) s", "could not start Examples", met: false)
      return
    }
    let bytesBefore = app.terminal.transcript.count
    let framesBefore = app.frames()
    let switchesBefore = app.contextSwitches()
    let deadline = ContinuousClock.now + .seconds(seconds)
    while ContinuousClock.now < deadline {
      app.terminal.readAvailable(timeout: deadline - ContinuousClock.now)
    }
    let bytes = app.terminal.transcript.count - bytesBefore
    let framesAfter = app.frames()
    let switchesAfter = app.contextSwitches()
    let frames = framesAfter.count - framesBefore.count
    let switches = switchesAfter.switches - switchesBefore.switches
    let wakeups = (framesAfter.last?["wakeups"] ?? 0) - (framesBefore.last?["wakeups"] ?? 0)
    app.quit()
    table.add(
      "idle app (gallery, 200×60), \(seconds) s",
      "\(bytes) B, \(frames) frames, \(wakeups) run-loop wakeups, \(switches) context switches"
        + " in \(switchesAfter.threads) threads",
      target: "0 B, 0 frames, no wakeups",
      met: bytes == 0 && frames == 0 && wakeups == 0 && switches == 0)
  }

  /// Launch to the end of the gallery's first frame, against launching a trivial program.
  static func startup(into table: inout BenchmarkTable, runs: Int = 7) {
    var launches: [Double] = []
    var inProcess: [Double] = []
    var firstFrames: [Double] = []
    for _ in 0..<runs {
      let start = ContinuousClock.now
      guard let app = try? ExampleProcess(width: 200, height: 60) else { continue }
      // Answer the start's device-attributes question as every terminal does at once; a
      // pseudo-terminal nobody reads would leave it waiting out its 200 ms bound.
      if app.terminal.expect("\u{1B}[c", timeout: .seconds(20)) {
        app.terminal.send("\u{1B}[?62;22c")
      }
      // The first frame is large, so it ends with the end of synchronized output.
      guard app.terminal.expect("\u{1B}[?2026l", timeout: .seconds(20)) else { continue }
      launches.append(milliseconds(ContinuousClock.now - start))
      _ = app.waitForFirstFrame(quiet: .milliseconds(50))
      if let first = app.frames().first {
        inProcess.append(Double(first["startup_us"] ?? 0) / 1_000)
        firstFrames.append(Double(first["us"] ?? 0) / 1_000)
      }
      app.quit()
    }
    var trivial: [Double] = []
    for _ in 0..<runs {
      let start = ContinuousClock.now
      guard
        let echo = try? PseudoTerminal(
          executable: "/bin/echo", arguments: ["ready"], width: 200, height: 60),
        echo.expect("ready", timeout: .seconds(5))
      else { continue }
      trivial.append(milliseconds(ContinuousClock.now - start))
      _ = echo.waitForExit(timeout: .seconds(5))
    }
    guard !launches.isEmpty else {
      table.add("startup to first frame of the gallery", "could not start Examples", met: false)
      return
    }
    table.add(
      "startup to first frame of the gallery, 200×60",
      String(
        format: "%.1f ms (in-process %.1f ms, of which the first frame %.1f ms;"
          + " launching /bin/echo %.1f ms)",
        median(launches), median(inProcess), median(firstFrames), median(trivial)))
  }

  static func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
  }

  static func median(_ values: [Double]) -> Double {
    values.isEmpty ? 0 : values.sorted()[values.count / 2]
  }
}
