import DeclTesting
import Testing

@testable import DeclRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Resize, idleness, wake-ups and suspend / resume of a running DriverDemo.
@Suite(
  .enabled(if: DriverDemoLocator.path != nil, Comment(rawValue: DriverDemoLocator.skipMessage)))
struct TerminalDriverRuntimeTests {
  @Test func resizeStormEndsWithTheFinalSize() throws {
    let terminal = try DemoHarness.launch()
    for step in 0..<200 {
      terminal.resize(width: 40 + step % 80, height: 10 + step % 40)
    }
    terminal.resize(width: 77, height: 33)
    #expect(terminal.expect("<size 77x33>"))
    // Nothing reported after it: the last report is the final size.
    terminal.readAvailable(timeout: .milliseconds(100))
    let text = String(decoding: terminal.transcript, as: UTF8.self)
    let last = text.ranges(of: "<size ").last.map { text[$0.lowerBound...].prefix(12) }
    #expect(last == "<size 77x33>")
    terminal.send("q")
    #expect(terminal.waitForExit(timeout: .seconds(5)) == 0)
    DemoHarness.expectRestored(terminal)
  }

  @Test func idleProcessSleepsInPoll() throws {
    #if os(Linux)
      let terminal = try DemoHarness.launch()
      terminal.readAvailable(timeout: .milliseconds(100))
      let before = try #require(terminal.targetStat())
      usleep(1_000_000)
      let after = try #require(terminal.targetStat())
      // Ticks are 10 ms; a busy or timer-driven loop would burn tens of them in a second.
      #expect(after.cpuTicks - before.cpuTicks <= 1)
      #expect(after.state == "S")
      terminal.send("q")
      #expect(terminal.waitForExit(timeout: .seconds(5)) == 0)
    #endif
  }

  @Test func wakerFromAnotherTaskWakesTheLoop() throws {
    let terminal = try DemoHarness.launch()
    terminal.send("w")
    #expect(terminal.expect("<woken>"))
    terminal.send("q")
    #expect(terminal.waitForExit(timeout: .seconds(5)) == 0)
  }

  @Test func controlZStopsThenFgResumesWithARepaint() throws {
    let terminal = try DemoHarness.launch(session: .jobControl)
    terminal.send([0x1A])
    #expect(terminal.waitForTargetState("T", timeout: .seconds(5)))
    // While stopped the shell has the terminal back in its original state.
    terminal.readAvailable(timeout: .milliseconds(50))
    DemoHarness.expectRestored(terminal)

    terminal.resumeJob()
    #expect(terminal.expect("<RESUMED 80x24>"))
    #expect(terminal.termiosOfSlave().map(DemoHarness.isRaw) == true)
    var model = TerminalModel(width: 80, height: 24)
    model.feed(terminal.transcript)
    let (alternateScreen, cursorVisible) = (model.privateModes[1049], model.cursorVisible)
    #expect(alternateScreen == true)
    #expect(!cursorVisible)

    terminal.send("q")
    #expect(terminal.waitForExit(timeout: .seconds(5)) == 0)
    DemoHarness.expectRestored(terminal)
  }

  @Test func sigstopThenSigcontReentersAndRepaints() throws {
    let terminal = try DemoHarness.launch()
    terminal.signal(SIGSTOP)
    #expect(terminal.waitForTargetState("T", timeout: .seconds(5)))
    terminal.signal(SIGCONT)
    #expect(terminal.expect("<RESUMED 80x24>"))
    terminal.send("q")
    #expect(terminal.waitForExit(timeout: .seconds(5)) == 0)
    DemoHarness.expectRestored(terminal)
  }

  @Test func controlZWithoutJobControlCarriesOn() throws {
    // The session leader's process group is orphaned, so the kernel discards the stop; the
    // handler must then re-enter at once instead of leaving the terminal cooked.
    let terminal = try DemoHarness.launch(session: .direct)
    terminal.send([0x1A])
    #expect(terminal.expect("<RESUMED 80x24>"))
    #expect(terminal.termiosOfSlave().map(DemoHarness.isRaw) == true)
    terminal.send("q")
    #expect(terminal.waitForExit(timeout: .seconds(5)) == 0)
    DemoHarness.expectRestored(terminal)
  }
}
