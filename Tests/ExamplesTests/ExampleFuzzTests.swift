import DeclTesting
import Foundation
import Testing

@testable import DeclRender
@testable import Examples

/// Every example under `TestHost.fuzz`: random keys, text, pastes, clicks, wheel turns and
/// resizes, each step checked (the screen drawn frame by frame equals a full repaint, focus is
/// on something drawn, no step hangs, memory stays bounded). A failure shows the seed and the
/// shrunk steps.
///
/// `DECL_FUZZ_STEPS=n` sets the steps per run (default 40, about a fifth of a second per
/// example on a debug build), `DECL_FUZZ_SEED=n` the first seed (default: one per example),
/// `DECL_FUZZ_RUNS=n` the runs per example (seeds one after another), and
/// `DECL_FUZZ_EXAMPLES=id,id` which examples run (default all).
@MainActor
struct ExampleFuzzTests {
  static let environment = ProcessInfo.processInfo.environment
  static let steps = environment["DECL_FUZZ_STEPS"].flatMap { Int($0) } ?? 40
  static let seed = environment["DECL_FUZZ_SEED"].flatMap { UInt64($0) }
  static let runs = environment["DECL_FUZZ_RUNS"].flatMap { Int($0) } ?? 1
  static let only = environment["DECL_FUZZ_EXAMPLES"].map {
    Set($0.split(separator: ",").map(String.init))
  }

  @Test(arguments: ExampleCatalog.all.map(\.id))
  func exampleSurvivesRandomInput(id: String) throws {
    if let only = Self.only, !only.contains(id) { return }
    let example = try #require(ExampleCatalog.example(id: id))
    let first =
      Self.seed ?? UInt64(truncatingIfNeeded: id.utf8.reduce(5381) { $0 &* 33 &+ Int($1) })
    for run in 0..<UInt64(Self.runs) {
      let host = TestHost(width: 72, height: 22) { example.makeView([]) }
      let failure = host.fuzz(seed: first &+ run, steps: Self.steps)
      #expect(failure == nil, "\(id): \(failure.map(String.init(describing:)) ?? "")")
      if failure != nil { return }
    }
  }
}

/// The drift issue 31 reported on `ch6-37` at 72×22 (an independent emulator kept the value's
/// yellow background in 60 cells a full repaint cleared): the steps it named, with a pause
/// (the slider's edit ending) after each, checked after every step as the fuzzer checks.
@MainActor
struct Chapter6SliderDriftTests {
  @Test func theReportedStepsDrawWhatARepaintDraws() throws {
    let example = try #require(ExampleCatalog.example(id: "ch6-37"))
    let steps: [FuzzStep] = [
      .key(.tab, []), .text("b9"), .key(.down, []), .key(.down, .option), .key(.end, []),
      .key(.backTab, []), .key(.enter, []), .key(.ctrl("k"), []), .key(.left, []),
      .click(x: 27, y: 6),
    ]
    for pauses in [false, true] {
      let host = TestHost(width: 72, height: 22) { example.makeView([]) }
      let failure = host.check(steps.flatMap { pauses ? [$0, .idle] : [$0] })
      #expect(failure == nil, "\(failure ?? "")")
    }
  }
}

/// The rule behind that report: a terminal fills erased cells with the pen's background
/// (xterm's "background colour erase"), and `TerminalModel` does the same, so an encoder that
/// erased with the value's yellow still on its pen would be caught on `ch6-37`. The planted
/// fault moves the SGR the encoder writes just before each erase (the one that drops the
/// background) to just after it: the erase takes the old pen, everything else is as sent.
@MainActor
struct Chapter6SliderEraseTests {
  /// Swaps an SGR sequence with the EL, ED or DECSTBM (and the scroll) right after it.
  static func eraseBeforePenChange(_ bytes: [UInt8]) -> [UInt8] {
    func parameters(from index: Int) -> Int? {
      bytes[index...].firstIndex { !(0x30...0x3F).contains($0) }
    }
    var result: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x1B, index + 2 < bytes.count, bytes[index + 1] == 0x5B,
        let end = parameters(from: index + 2), bytes[end] == 0x6D, end + 2 < bytes.count,
        bytes[end + 1] == 0x1B, bytes[end + 2] == 0x5B,
        let next = parameters(from: end + 3), [0x4B, 0x4A, 0x72].contains(bytes[next])
      {
        // A scroll is DECSTBM, SU or SD, then the margins reset: three sequences.
        var last = next
        if bytes[next] == 0x72 {
          for _ in 0..<2 {
            guard last + 3 < bytes.count, let following = parameters(from: last + 3) else { break }
            last = following
          }
        }
        result += bytes[(end + 1)...last]
        result += bytes[index...end]
        index = last + 1
        continue
      }
      result.append(bytes[index])
      index += 1
    }
    return result
  }

  @Test func anEraseWithTheYellowPenIsFoundAndShrunk() throws {
    let example = try #require(ExampleCatalog.example(id: "ch6-37"))
    let host = TestHost(width: 72, height: 22) { example.makeView([]) }
    let failure = try #require(
      host.fuzz(seed: 37, steps: 2_000, tamper: Self.eraseBeforePenChange),
      "the stale background was not found")
    #expect(failure.message.contains("differs from a full repaint"), "\(failure)")
    #expect(failure.steps.count <= 6, "not shrunk: \(failure)")

    // Replayed, the shrunk steps leave yellow cells that the frame does not have.
    let fresh = TestHost(width: 72, height: 22) { example.makeView([]) }
    fresh.recordedBytes = []
    fresh.renderer.resize(to: fresh.renderer.size)
    fresh.render()
    var terminal = TerminalModel(width: 72, height: 22)
    terminal.feed(fresh.recordedBytes ?? [])
    for step in failure.steps {
      fresh.recordedBytes = []
      fresh.perform(step)
      if case .resize(let width, let height) = step {
        terminal.resize(width: width, height: height)
      }
      terminal.feed(Self.eraseBeforePenChange(fresh.recordedBytes ?? []))
    }
    let drawn = terminal.canvas()
    let stale = zip(drawn.cells, fresh.canvas.cells).filter { shown, frame in
      shown.style.background == Chapter6Colors.yellow
        && frame.style.background != Chapter6Colors.yellow
    }
    #expect(!stale.isEmpty, "\(failure)")
  }
}
