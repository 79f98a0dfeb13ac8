import Testing

@testable import DeclRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every way DriverDemo can end leaves the terminal exactly as it found it.
@Suite(
  .enabled(if: DriverDemoLocator.path != nil, Comment(rawValue: DriverDemoLocator.skipMessage)))
struct TerminalDriverExitTests {
  @Test func quitKeyExitsNormally() throws {
    let terminal = try DemoHarness.launch()
    terminal.send("q")
    #expect(terminal.waitForExit(timeout: .seconds(5)) == 0)
    #expect(terminal.termination == .exited(0))
    DemoHarness.expectRestored(terminal)
  }

  @Test func controlCByteExitsNormally() throws {
    let terminal = try DemoHarness.launch()
    // ISIG is off, so Ctrl-C is the byte 0x03 and no SIGINT is generated.
    terminal.send([0x03])
    #expect(terminal.waitForExit(timeout: .seconds(5)) == 0)
    #expect(terminal.termination == .exited(0))
    DemoHarness.expectRestored(terminal)
  }

  @Test(arguments: [SIGTERM, SIGHUP, SIGINT, SIGQUIT])
  func killedBySignalRestoresThenDiesOfIt(signo: Int32) throws {
    let terminal = try DemoHarness.launch()
    terminal.signal(signo)
    #expect(terminal.waitForExit(timeout: .seconds(5)) == 128 + signo)
    #expect(terminal.termination == .signaled(signo))
    DemoHarness.expectRestored(terminal)
  }

  @Test func thrownErrorRestoresBeforeTheMessage() throws {
    let terminal = try DemoHarness.launch()
    terminal.send("e")
    #expect(terminal.waitForExit(timeout: .seconds(5)) == 3)
    // The deferred restore ran before the catch printed, and OPOST/ONLCR is back: "\r\n".
    let message = Array("error: RequestedError()\r\n".utf8)
    DemoHarness.expectRestored(terminal, suffix: DemoHarness.restoreSequence + message)
  }

  @Test func crashRestoresThroughTheFaultHandler() throws {
    let terminal = try DemoHarness.launch()
    terminal.send("x")
    let status = try #require(terminal.waitForExit(timeout: .seconds(10)))
    // fatalError traps: SIGILL on x86_64, SIGTRAP on arm64; either way a signal death.
    guard case .signaled(let signo) = terminal.termination else {
      Issue.record("expected a signal death, got \(String(describing: terminal.termination))")
      return
    }
    #expect([SIGILL, SIGTRAP].contains(signo))
    #expect(status == 128 + signo)
    // The runtime's "Fatal error" message goes to stderr first; the restore comes after it.
    DemoHarness.expectRestored(terminal)
  }

  @Test func exitCalledDirectlyRestoresThroughAtexit() throws {
    let terminal = try DemoHarness.launch()
    terminal.send("!")
    #expect(terminal.waitForExit(timeout: .seconds(5)) == 4)
    DemoHarness.expectRestored(terminal)
  }

  @Test func barCursorIsResetOnExit() throws {
    let terminal = try DemoHarness.launch()
    terminal.send("b")
    #expect(terminal.expect("<bar>"))
    #expect(terminal.transcript.suffix(20).contains(0x20))  // ESC[5 q went out
    terminal.send("q")
    #expect(terminal.waitForExit(timeout: .seconds(5)) == 0)
    DemoHarness.expectRestored(terminal, suffix: TerminalModes.restore(resetCursorShape: true))
  }
}
