import DeclRender
import DeclTesting
import Foundation
import Testing

/// `DECL_STATS=<file>`: the real program appends one line of counters per frame, and an idle
/// program adds none, writes nothing and does not wake up.
@Suite(.serialized) struct FrameStatsLogTests {
  static let examples = BuiltExecutable.path(named: "Examples")

  private struct Run {
    let terminal: PseudoTerminal
    let log: String

    init(_ arguments: [String]) throws {
      let path = try #require(FrameStatsLogTests.examples)
      log = NSTemporaryDirectory() + "decl-stats-\(UUID().uuidString).log"
      var environment = PseudoTerminal.defaultEnvironment
      environment["DECL_STATS"] = log
      terminal = try PseudoTerminal(
        executable: path, arguments: arguments, environment: environment, width: 80, height: 24)
    }

    /// Each line's `name=value` pairs.
    var lines: [[String: Int]] {
      let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
      return text.split(separator: "\n").map { line in
        Dictionary(
          line.split(separator: " ").compactMap { pair -> (String, Int)? in
            let parts = pair.split(separator: "=")
            guard parts.count == 2, let value = Int(parts[1]) else { return nil }
            return (String(parts[0]), value)
          }, uniquingKeysWith: { $1 })
      }
    }

    /// Reads until nothing arrived for 300 ms.
    func drain() {
      while !terminal.readAvailable(timeout: .milliseconds(300)).isEmpty {}
    }

    /// Context switches of all the program's threads.
    var contextSwitches: Int? {
      ThreadActivity.read(pid: terminal.targetProcessID)?.contextSwitches
    }

    func finish() {
      terminal.send([0x03])
      _ = terminal.waitForExit(timeout: .seconds(5))
      try? FileManager.default.removeItem(atPath: log)
    }
  }

  @Test(.enabled(if: examples != nil)) func oneLinePerFrameWithItsCounters() throws {
    let run = try Run(["ch6-3"])
    defer { run.finish() }
    #expect(run.terminal.expect("Insert Title", timeout: .seconds(10)))
    run.drain()
    let first = try #require(run.lines.first)
    #expect(first["frame"] == 1)
    #expect(first["cells_compared"] == 80 * 24)
    #expect((first["bytes"] ?? 0) > 50)
    #expect((first["body_runs"] ?? 0) > 0)
    #expect(first["startup_us"] != nil)
    run.terminal.send([0x09])
    run.drain()
    let before = run.lines.count
    run.terminal.send("x")
    run.drain()
    // Typing may schedule a second, empty frame; the one that drew the character has bytes.
    let typed = try #require(run.lines[before...].first { ($0["bytes"] ?? 0) > 0 })
    #expect((typed["bytes"] ?? 0) > 0 && (typed["bytes"] ?? 0) < 60)
    #expect((typed["cells_emitted"] ?? 0) >= 1)
    // Nothing reads the field's text in a `body`, so typing runs none.
    #expect(typed["body_runs"] == 0)
    #expect(typed["layout_hits"] != nil && typed["sgr_skipped"] != nil)
    // The frame's time is its update, layout, draw and encode times (each rounded down).
    let parts = ["update_us", "layout_us", "draw_us", "encode_us"].compactMap { typed[$0] }
    #expect(parts.count == 4)
    let total = try #require(typed["us"])
    #expect(total - parts.reduce(0, +) >= 0 && total - parts.reduce(0, +) <= 3)
    #expect((typed["wakeups"] ?? 0) > (first["wakeups"] ?? 0))
    // The counters never reach the screen.
    #expect(!String(decoding: run.terminal.transcript, as: UTF8.self).contains("cells_compared"))
  }

  @Test(.enabled(if: examples != nil)) func anIdleAppWritesNoFrameAndNeverWakesUp() throws {
    let run = try Run([])
    defer { run.finish() }
    #expect(run.terminal.expect("000 · BUILDING", timeout: .seconds(10)))
    run.drain()
    let bytes = run.terminal.transcript.count
    let frames = run.lines.count
    let switches = try #require(run.contextSwitches)
    _ = run.terminal.readAvailable(timeout: .seconds(2))
    #expect(run.terminal.transcript.count == bytes)
    #expect(run.lines.count == frames)
    #expect(run.contextSwitches == switches)
  }
}
