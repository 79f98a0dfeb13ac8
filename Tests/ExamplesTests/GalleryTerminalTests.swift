import DeclRender
import DeclTesting
import Foundation
import Testing

@testable import Examples

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the real `Examples` binary in a pseudo-terminal, as a person at a keyboard would.
@Suite(.serialized) struct GalleryTerminalTests {
  static let examples = BuiltExecutable.path(named: "Examples")

  /// The screen the program's output shows, replayed through the terminal model.
  private func screen(_ terminal: PseudoTerminal) -> String {
    var model = TerminalModel(width: 80, height: 24)
    model.feed(terminal.transcript)
    return model.canvas().plainText
  }

  /// Reads output until the screen shows `text` (or five seconds pass); returns the screen.
  private func waitForScreen(_ terminal: PseudoTerminal, containing text: String) -> String {
    let deadline = ContinuousClock.now + .seconds(5)
    var current = screen(terminal)
    while !current.contains(text), ContinuousClock.now < deadline {
      _ = terminal.readAvailable(timeout: .milliseconds(50))
      current = screen(terminal)
    }
    return current
  }

  /// Reads until the program has written nothing for a while.
  private func drain(_ terminal: PseudoTerminal) {
    var previous = -1
    while terminal.transcript.count != previous {
      previous = terminal.transcript.count
      _ = terminal.readAvailable(timeout: .milliseconds(200))
    }
  }

  private func launch(_ arguments: [String] = []) throws -> PseudoTerminal {
    let path = try #require(
      Self.examples, "the Examples binary is not built: run `swift build` first")
    let terminal = try PseudoTerminal(
      executable: path, arguments: arguments, environment: PseudoTerminal.defaultEnvironment,
      width: 80,
      height: 24, session: .direct)
    if arguments.isEmpty { #expect(terminal.expect("000 · BUILDING", timeout: .seconds(10))) }
    return terminal
  }

  @Test(.enabled(if: examples != nil)) func galleryOpensAnExampleAndReturnsAndQuitsCleanly() throws
  {
    let terminal = try launch()
    #expect(waitForScreen(terminal, containing: "Book list").contains("Book list"))
    // Tab focuses the first row; Down moves row by row to the first chapter 6 screen.
    let index = try #require(ExampleCatalog.all.firstIndex { $0.id == "ch6-1" })
    terminal.send([0x09])
    for _ in 0..<index { terminal.send("\u{1B}[B") }
    terminal.send("\r")
    let opened = waitForScreen(terminal, containing: "Default Title")
    #expect(opened.contains("Default Title"))
    #expect(opened.contains("Change Title"))
    terminal.send([0x09])
    terminal.send("\r")
    #expect(waitForScreen(terminal, containing: "My New Title").contains("My New Title"))
    terminal.send("\u{1B}")
    #expect(waitForScreen(terminal, containing: "Book list").contains("Book list"))
    terminal.send([0x03])
    #expect(terminal.waitForExit(timeout: .seconds(5)) == 0)
    var model = TerminalModel(width: 80, height: 24)
    model.feed(terminal.transcript)
    for mode in [1049, 2004, 1000, 1006] {
      #expect(model.privateModes[mode] == false, "mode \(mode)")
    }
    #expect(model.cursorVisible)
    #expect(model.unknownSequences.isEmpty)
    let modes = try #require(terminal.termiosOfSlave())
    #expect(modes.c_lflag & tcflag_t(ICANON | ECHO) != 0)
  }

  @Test(.enabled(if: examples != nil)) func typingOneCharacterSendsAFewBytesNotAScreen() throws {
    let terminal = try launch(["ch6-3"])
    #expect(terminal.expect("Insert Title", timeout: .seconds(10)))
    terminal.send([0x09])
    // Focus shows the cursor at the caret: that frame is complete once `ESC[?25h` arrived.
    #expect(terminal.expect("\u{1B}[?25h", timeout: .seconds(5)))
    drain(terminal)
    let before = terminal.transcript.count
    terminal.send("x")
    #expect(terminal.expect("x", timeout: .seconds(5)))
    drain(terminal)
    let frame = terminal.transcript.count - before
    #expect(frame > 0 && frame < 60, "typing one character wrote \(frame) bytes")
    terminal.send([0x03])
    #expect(terminal.waitForExit(timeout: .seconds(5)) == 0)
  }

  @Test(.enabled(if: examples != nil)) func deepLinkFromTheCommandLinePopsLevelByLevel() throws {
    let terminal = try launch(["deep-link", "user", "2", "settings"])
    #expect(waitForScreen(terminal, containing: "Hello!").contains("‹ Blob Jr."))
    terminal.send([0x1B])
    #expect(waitForScreen(terminal, containing: "User #2").contains("‹ Users"))
    terminal.send([0x1B])
    #expect(waitForScreen(terminal, containing: "Blob Sr.").contains("Blob Sr."))
    terminal.send([0x03])
    #expect(terminal.waitForExit(timeout: .seconds(5)) == 0)
  }

  @Test(.enabled(if: examples != nil)) func anIdleAppWritesNothing() throws {
    let terminal = try launch()
    _ = terminal.readAvailable(timeout: .milliseconds(500))
    let before = terminal.transcript.count
    _ = terminal.readAvailable(timeout: .seconds(1))
    #expect(terminal.transcript.count == before)
    terminal.signal(SIGTERM)
    #expect(terminal.waitForExit(timeout: .seconds(5)) != nil)
  }

  @Test(.enabled(if: examples != nil)) func aResizeStormEndsOnACorrectFrame() throws {
    let terminal = try launch(["books"])
    #expect(terminal.expect("Matt Gemmell", timeout: .seconds(10)))
    for step in 0..<100 { terminal.resize(width: 40 + step % 30, height: 10 + step % 12) }
    terminal.resize(width: 50, height: 14)
    // Read until the program has gone quiet, then replay everything at the final size: the
    // last frame is a full repaint at 50×14, so the model shows exactly that.
    var previous = -1
    while terminal.transcript.count != previous {
      previous = terminal.transcript.count
      _ = terminal.readAvailable(timeout: .milliseconds(300))
    }
    var model = TerminalModel(width: 50, height: 14)
    model.feed(terminal.transcript)
    let rows = model.canvas().plainText.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows.count == 14)
    #expect(rows.contains { $0.contains("by Matt Gemmell") })
    #expect(rows.contains { $0.contains("SwiftUI for Absolute Beginners") })
    terminal.send([0x03])
    #expect(terminal.waitForExit(timeout: .seconds(5)) == 0)
  }
}
