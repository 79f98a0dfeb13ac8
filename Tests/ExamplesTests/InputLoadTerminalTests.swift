import DeclRender
import DeclTesting
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Input under load against the real `Examples` binary, in a pseudo-terminal with `DECL_STATS`
/// (issue 21): a burst of typing is one frame and leaves no memory behind, and a bracketed
/// paste whose end marker was lost swallows neither later keys nor Ctrl-C.
@Suite(.serialized) struct InputLoadTerminalTests {
  static let examples = BuiltExecutable.path(named: "Examples")

  /// The registration form with its login field focused.
  private final class Registration {
    let terminal: PseudoTerminal
    let log: String

    init() throws {
      let path = try #require(InputLoadTerminalTests.examples)
      log = NSTemporaryDirectory() + "decl-input-load-\(UUID().uuidString).log"
      var environment = PseudoTerminal.defaultEnvironment
      environment["DECL_STATS"] = log
      terminal = try PseudoTerminal(
        executable: path, arguments: ["registration"], environment: environment, width: 80,
        height: 24)
      try #require(terminal.expect("Логин", timeout: .seconds(10)), "no first frame")
      terminal.send([0x09])
      settle()
    }

    deinit {
      try? FileManager.default.removeItem(atPath: log)
    }

    /// The `DECL_STATS` lines so far, each as its `name=value` pairs.
    var frames: [[String: Int]] {
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

    /// The screen the program's output shows.
    var screen: String {
      var model = TerminalModel(width: 80, height: 24)
      model.feed(terminal.transcript)
      return model.canvas().plainText
    }

    /// Whether the screen shows `text` struck through (nil when it does not show it).
    func isStruckThrough(_ text: String) -> Bool? {
      var model = TerminalModel(width: 80, height: 24)
      model.feed(terminal.transcript)
      let canvas = model.canvas()
      let needle = Array(text)
      for y in 0..<canvas.height {
        let cells = Array(canvas.row(y))
        let characters = cells.map(\.grapheme)
        for x in 0...(max(0, characters.count - needle.count))
        where characters[x..<min(characters.count, x + needle.count)].elementsEqual(needle) {
          return cells[x].style.attributes.contains(.strikethrough)
        }
      }
      return nil
    }

    /// Reads until the program has written nothing and used no CPU for 300 ms (or a minute
    /// passed); returns how long that took, less the quiet period.
    @discardableResult
    func settle() -> Duration {
      let start = ContinuousClock.now
      let deadline = start + .seconds(60)
      while ContinuousClock.now < deadline {
        let ticks = terminal.targetStat()?.cpuTicks
        let quietSince = ContinuousClock.now
        let output = terminal.readAvailable(timeout: .milliseconds(300))
        if output.isEmpty && terminal.targetStat()?.cpuTicks == ticks {
          return quietSince - start
        }
      }
      return deadline - start
    }

    func quit() {
      terminal.send([0x03])
      _ = terminal.waitForExit(timeout: .seconds(5))
    }
  }

  /// 20,000 characters in one write: one update and one frame, whose bytes are all the
  /// terminal received; the field shows them and the form's check of the login ran.
  @Test(.enabled(if: examples != nil)) func aBurstOfTwentyThousandCharactersIsOneFrame() throws {
    let form = try Registration()
    defer { form.quit() }
    let framesBefore = form.frames.count
    let bytesBefore = form.terminal.transcript.count
    form.terminal.send(String(repeating: "a", count: 20_000))
    let elapsed = form.settle()
    // Generous for a debug build on a loaded machine; a key at a time took 26 s.
    #expect(elapsed < .seconds(10), "the burst took \(elapsed)")
    let frames = form.frames[framesBefore...]
    #expect(frames.count == 1)
    #expect(frames.first?["bytes"] == form.terminal.transcript.count - bytesBefore)
    #expect(form.screen.contains(String(repeating: "a", count: 60)))
    // The login's length check (delivered through `receive(on: RunLoop.main)`) is in the same
    // frame: its requirement is struck through.
    #expect(form.isStruckThrough("Минимум 4 символа") == true)
  }

  /// Memory goes back to its level before the burst once the app is idle: nothing holds a
  /// copy of the text per key.
  @Test(.enabled(if: examples != nil)) func memoryReturnsAfterABurst() throws {
    let form = try Registration()
    defer { form.quit() }
    let pid = form.terminal.targetProcessID
    let before = try #require(ResidentMemory.kilobytes(pid: pid))
    form.terminal.send(String(repeating: "a", count: 20_000))
    form.settle()
    let after = try #require(ResidentMemory.kilobytes(pid: pid))
    #expect(after - before < 5 * 1_024, "resident set grew from \(before) kB to \(after) kB")
  }

  /// A paste start whose end never comes is delivered as what arrived once the paste timeout
  /// passes, and later keys are typed again.
  @Test(.enabled(if: examples != nil)) func anUnterminatedPasteIsDeliveredAfterTheTimeout() throws {
    let form = try Registration()
    defer { form.quit() }
    form.terminal.send("\u{1B}[200~partial paste")
    form.terminal.readAvailable(timeout: .milliseconds(2 * 250))
    form.terminal.send("xyz")
    form.settle()
    #expect(form.screen.contains("partial pastexyz"))
  }

  /// Ctrl-C inside a paste whose end never comes quits at once.
  @Test(.enabled(if: examples != nil)) func controlCEndsAnUnterminatedPaste() throws {
    let form = try Registration()
    form.terminal.send("\u{1B}[200~abc")
    form.terminal.readAvailable(timeout: .milliseconds(50))
    form.terminal.send([0x03])
    #expect(form.terminal.waitForExit(timeout: .seconds(2)) == 0)
  }
}
