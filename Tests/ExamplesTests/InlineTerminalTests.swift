import DeclRender
import DeclTesting
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `Examples --inline pick-a-fruit` in a pseudo-terminal: a question drawn under the
/// prompt, on the main screen, that hands its answer back to the tool.
@Suite(.serialized) struct InlineTerminalTests {
  static let examples = BuiltExecutable.path(named: "Examples")

  private func model(_ terminal: PseudoTerminal) -> TerminalModel {
    var model = TerminalModel(width: 80, height: 24)
    model.feed(terminal.transcript)
    return model
  }

  private func rows(_ terminal: PseudoTerminal) -> [String] {
    model(terminal).canvas().plainText.components(separatedBy: "\n")
  }

  private func waitForScreen(_ terminal: PseudoTerminal, containing text: String) -> Bool {
    let deadline = ContinuousClock.now + .seconds(5)
    while ContinuousClock.now < deadline {
      if rows(terminal).contains(where: { $0.contains(text) }) { return true }
      _ = terminal.readAvailable(timeout: .milliseconds(50))
    }
    return false
  }

  private func launch(_ arguments: [String]) throws -> PseudoTerminal {
    let path = try #require(
      Self.examples, "the Examples binary is not built: run `swift build` first")
    return try PseudoTerminal(
      executable: path, arguments: ["--inline", "pick-a-fruit"] + arguments,
      environment: PseudoTerminal.defaultEnvironment, width: 80, height: 24, session: .direct)
  }

  private func expectRestored(_ terminal: PseudoTerminal) throws {
    let model = model(terminal)
    for mode in [2004, 1000, 1002, 1006] { #expect(model.privateModes[mode] == false) }
    #expect(model.privateModes[1049] == nil, "the alternate screen was never entered")
    #expect(model.cursorVisible)
    let modes = try #require(terminal.termiosOfSlave())
    #expect(modes.c_lflag & tcflag_t(ICANON | ECHO) != 0)
  }

  @Test(.enabled(if: examples != nil)) func drawsUnderThePromptAndReturnsTheChoice() throws {
    let terminal = try launch([])
    // The tool asks where the cursor is; it is under the prompt line, on row 2.
    #expect(terminal.expect("\u{1B}[6n", timeout: .seconds(10)))
    terminal.send("\u{1B}[2;1R")
    #expect(waitForScreen(terminal, containing: "Done"))
    var screen = rows(terminal)
    #expect(screen[0].hasPrefix("Pick a fruit"))
    #expect(screen[1] == " Fruit")
    #expect(screen[2].hasPrefix(" ✓ Apple"))
    // The form's rows are separated by hairlines, as on iOS.
    #expect(screen[7].hasPrefix(" ────"))
    #expect(screen[8].hasPrefix(" How many: 1"))
    #expect(screen[10] == " Done")
    #expect(screen[11] == " tab next  ⇧tab previous  esc back  enter Done")
    // Right on the stepper (the second control), then Enter: the default action, Done.
    terminal.send([0x09])
    terminal.send([0x09])
    terminal.send("\u{1B}[C")
    #expect(waitForScreen(terminal, containing: "How many: 2"))
    terminal.send("\r")
    #expect(terminal.waitForExit(timeout: .seconds(5)) == 0)
    screen = rows(terminal)
    // The last frame stays, with the tool's own output under it.
    #expect(screen[8].hasPrefix(" How many: 2"))
    #expect(screen[10] == " Done")
    #expect(screen[11].hasPrefix(" ←→ change"))
    #expect(screen[12] == "You picked 2 × Apple.")
    #expect(!String(decoding: terminal.transcript, as: UTF8.self).contains("\u{1B}[?1049h"))
    try expectRestored(terminal)
  }

  @Test(.enabled(if: examples != nil)) func withoutAnAnswerItDrawsOnTheBottomRowsAndCtrlCCancels()
    throws
  {
    let terminal = try launch([])
    // No cursor report: the region starts on the bottom row and scrolls the screen up, so it
    // overwrites nothing wherever the cursor was.
    #expect(waitForScreen(terminal, containing: "Done"))
    var screen = rows(terminal)
    #expect(screen[13] == " Fruit")
    #expect(screen[22] == " Done")
    terminal.send([0x03])
    #expect(terminal.waitForExit(timeout: .seconds(5)) == 130)
    // The frame stays, the cursor goes below it, and the tool prints its own line.
    screen = rows(terminal)
    #expect(screen[20] == " Done")
    #expect(screen[22] == "Cancelled.")
    try expectRestored(terminal)
  }

  @Test(.enabled(if: examples != nil)) func clearOnExitErasesTheRegion() throws {
    let terminal = try launch(["--clear"])
    #expect(terminal.expect("\u{1B}[6n", timeout: .seconds(10)))
    terminal.send("\u{1B}[2;1R")
    #expect(waitForScreen(terminal, containing: "Done"))
    terminal.send([0x1B])
    #expect(terminal.waitForExit(timeout: .seconds(5)) == 0)
    let screen = rows(terminal)
    #expect(screen[1] == "Nothing picked.")
    #expect(screen[2...].allSatisfy { $0.isEmpty })
    try expectRestored(terminal)
  }

  @Test(.enabled(if: examples != nil)) func aShorterTerminalCapsTheRegionAndItStillWorks() throws {
    let terminal = try launch([])
    #expect(terminal.expect("\u{1B}[6n", timeout: .seconds(10)))
    terminal.send("\u{1B}[2;1R")
    #expect(waitForScreen(terminal, containing: "Done"))
    // Five rows for a nine-row form: it is repainted on the whole screen, and scrolls.
    let before = terminal.transcript.count
    terminal.resize(width: 40, height: 5)
    var repaint = ""
    let deadline = ContinuousClock.now + .seconds(5)
    while !repaint.contains("Fruit"), ContinuousClock.now < deadline {
      _ = terminal.readAvailable(timeout: .milliseconds(50))
      repaint = String(decoding: terminal.transcript[before...], as: UTF8.self)
    }
    #expect(repaint.contains("Fruit"))
    #expect(!repaint.contains("Done"), "the form's last row is scrolled out of view")
    // Every row the repaint addresses is on the five-row screen.
    let rows = repaint.matches(of: /\x1B\[(\d+)(?:;\d+)?H/).compactMap { Int($0.1) }
    #expect(!rows.isEmpty)
    #expect(rows.allSatisfy { (1...5).contains($0) })
    terminal.send([0x03])
    #expect(terminal.waitForExit(timeout: .seconds(5)) == 130)
    try expectRestored(terminal)
  }
}
