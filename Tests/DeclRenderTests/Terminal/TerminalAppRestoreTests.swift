import Decl
import DeclTesting
import Testing

@testable import DeclRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A whole `TerminalApp` (`DriverDemo app`, see Tests/Support/DriverDemo/AppDemo.swift) in a
/// pseudo-terminal: every way it ends restores the terminal exactly, a resize storm ends on
/// the frame a fresh render at the final size gives, misuse warnings never reach the screen
/// but are printed once the terminal is restored, Ctrl-C quits at once behind seconds of
/// queued work, and Ctrl-Z really stops the process.
@Suite(
  .serialized,
  .enabled(if: DriverDemoLocator.path != nil, Comment(rawValue: DriverDemoLocator.skipMessage)))
struct TerminalAppRestoreTests {
  private static func launch(
    width: Int = 80, height: Int = 24, mode: String = "app", firstFrame: String = "<APP count 0>",
    session: PseudoTerminal.Session = .direct
  ) throws -> PseudoTerminal {
    let path = try #require(DriverDemoLocator.path)
    let terminal = try PseudoTerminal(
      executable: path, arguments: [mode], environment: PseudoTerminal.defaultEnvironment,
      width: width, height: height, session: session)
    try #require(terminal.expect(firstFrame, timeout: .seconds(10)), "no first frame")
    #expect(terminal.termiosOfSlave().map(DemoHarness.isRaw) == true)
    return terminal
  }

  /// Reads until the program has written nothing for a while.
  private static func drain(_ terminal: PseudoTerminal) {
    var previous = -1
    while terminal.transcript.count != previous {
      previous = terminal.transcript.count
      _ = terminal.readAvailable(timeout: .milliseconds(300))
    }
  }

  @Test func controlCRestoresTheTerminal() throws {
    let terminal = try Self.launch()
    terminal.send([0x03])
    #expect(terminal.waitForExit(timeout: .seconds(5)) == 0)
    DemoHarness.expectRestored(terminal)
  }

  @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
  func aSignalRestoresTheTerminal(signo: Int32) throws {
    let terminal = try Self.launch()
    terminal.signal(signo)
    #expect(terminal.waitForExit(timeout: .seconds(5)) == 128 + signo)
    DemoHarness.expectRestored(terminal)
  }

  @MainActor @Test func aResizeStormEndsOnTheFrameAFreshRenderGives() throws {
    let terminal = try Self.launch()
    for step in 0..<300 {
      terminal.resize(width: 20 + step % 90, height: 5 + step % 40)
    }
    terminal.resize(width: 50, height: 14)
    Self.drain(terminal)
    var model = TerminalModel(width: 50, height: 14)
    model.feed(terminal.transcript)
    let expected = renderPlainText(width: 50, height: 14) {
      VStack {
        Text("<APP count 0>")
        Text("漢字 👍🏽 e\u{301}")
        Button("Break") {}
        Button("Print") {}
        Text("<PHASES>")
      }
    }
    #expect(model.canvas().plainText == expected)
    #expect(model.unknownSequences.isEmpty)
    terminal.send([0x03])
    #expect(terminal.waitForExit(timeout: .seconds(5)) == 0)
    DemoHarness.expectRestored(terminal)
  }

  @Test func aWarningWaitsUntilTheTerminalIsRestored() throws {
    let terminal = try Self.launch()
    terminal.send([0x09])  // focus "Break"
    terminal.send("\r")
    // Only the changed cell is sent, so look at the screen the bytes draw.
    var screen = ""
    let deadline = ContinuousClock.now + .seconds(5)
    while !screen.contains("<APP count 1>") && ContinuousClock.now < deadline {
      _ = terminal.readAvailable(timeout: .milliseconds(50))
      var model = TerminalModel(width: 80, height: 24)
      model.feed(terminal.transcript)
      screen = model.canvas().plainText
    }
    #expect(screen.contains("<APP count 1>"))
    Self.drain(terminal)
    let running = String(decoding: terminal.transcript, as: UTF8.self)
    #expect(!running.contains("warning"), "a warning was written onto the screen")

    terminal.send([0x03])
    #expect(terminal.waitForExit(timeout: .seconds(5)) == 0)
    _ = terminal.readAvailable(timeout: .milliseconds(100))
    let transcript = terminal.transcript
    let text = String(decoding: transcript, as: UTF8.self)
    let warning = try #require(text.firstRange(of: "Decl warning: state was modified"))
    let restore = String(decoding: DemoHarness.restoreSequence, as: UTF8.self)
    let restored = try #require(text.ranges(of: restore).last)
    #expect(restored.upperBound <= warning.lowerBound, "the warning came before the restore")
    // The terminal modes are back, and the warning is the only thing after the restore.
    DemoHarness.expectModesOff(after: transcript)
    DemoHarness.expectOriginalTermios(terminal)
    #expect(text[restored.upperBound...].hasPrefix("Decl warning:"))
  }

  /// Keys queued behind slow updates must not delay Ctrl-C: the input thread quits as soon as
  /// it reads one, ahead of the main queue.
  @Test func controlCQuitsAtOnceBehindABacklog() throws {
    let terminal = try Self.launch(mode: "slow", firstFrame: "<SLOW 0>")
    terminal.send([0x09])  // focus "Slow"
    terminal.readAvailable(timeout: .milliseconds(200))
    // 300 Enters: 300 body runs of 20 ms each, six seconds of work on the main queue, which
    // has them well before Ctrl-C follows.
    terminal.send(Array(repeating: 0x0D, count: 300))
    terminal.readAvailable(timeout: .milliseconds(300))
    let sent = ContinuousClock.now
    terminal.send([0x03])
    let status = terminal.waitForExit(timeout: .seconds(10))
    let elapsed = ContinuousClock.now - sent
    #expect(status == 0)
    // Generous for a loaded machine; waiting for the backlog would take seconds.
    #expect(elapsed < .seconds(1.5), "Ctrl-C took \(elapsed)")
    DemoHarness.expectRestored(terminal)
  }

  /// Ctrl-Z stops the whole process even though the main queue runs on a thread that blocks
  /// SIGTSTP; while stopped the terminal is the shell's again, and `fg` repaints the screen.
  @Test func controlZStopsTheAppAndFgRepaints() throws {
    let terminal = try Self.launch(session: .jobControl)
    terminal.send([0x1A])
    #expect(terminal.waitForTargetState("T", timeout: .seconds(5)))
    terminal.readAvailable(timeout: .milliseconds(50))
    DemoHarness.expectRestored(terminal)

    let before = terminal.transcript.count
    terminal.resumeJob()
    #expect(terminal.expect("<APP count 0>"), "no repaint after fg")
    // The scene went to the background before the stop and is active again.
    #expect(terminal.expect("<PHASES background active>"), "no scene phases")
    #expect(terminal.termiosOfSlave().map(DemoHarness.isRaw) == true)
    // The repaint is a whole frame on the alternate screen, after the modes came back.
    var model = TerminalModel(width: 80, height: 24)
    model.feed(terminal.transcript)
    let alternateScreen = model.privateModes[1049]
    #expect(alternateScreen == true)
    #expect(model.canvas().plainText.contains("漢字"))
    #expect(terminal.transcript.count > before)

    terminal.send([0x03])
    #expect(terminal.waitForExit(timeout: .seconds(5)) == 0)
    DemoHarness.expectRestored(terminal)
  }

  /// `print` in an action does not land on the screen: it is written after the terminal is
  /// restored, standard error with it.
  @Test func printedTextWaitsUntilTheTerminalIsRestored() throws {
    let terminal = try Self.launch()
    terminal.send(Array("\t\t\r".utf8))
    Self.drain(terminal)
    #expect(!terminal.transcript.contains(Array("<PRINTED>".utf8)))
    #expect(!terminal.transcript.contains(Array("<STDERR>".utf8)))
    var model = TerminalModel(width: 80, height: 24)
    model.feed(terminal.transcript)
    #expect(model.canvas().plainText.contains("<APP count 0>"))
    terminal.send([0x03])
    #expect(terminal.waitForExit(timeout: .seconds(5)) == 0)
    // The output ends with the restore sequence, then the captured text in the order it was
    // written: standard output is line-buffered while captured, so a crash loses no line.
    let captured = Array("<PRINTED>\r\n<STDERR>\r\n".utf8)
    #expect(Array(terminal.transcript.suffix(captured.count)) == captured)
    DemoHarness.expectRestored(
      terminal, suffix: DemoHarness.restoreSequence + captured)
  }
}
