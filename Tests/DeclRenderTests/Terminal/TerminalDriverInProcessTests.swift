import Foundation
import Testing

@testable import DeclRender
@testable import DeclTerminal
@testable import DeclTesting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pipe whose ends close when the value goes away.
final class TestPipe {
  let readEnd: Int32
  private(set) var writeEnd: Int32

  init() throws {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    (readEnd, writeEnd) = (ends[0], ends[1])
  }

  deinit {
    SystemCall.close(readEnd)
    closeWriteEnd()
  }

  func send(_ text: String) {
    let bytes = Array(text.utf8)
    bytes.withUnsafeBytes { _ = SystemCall.writeAll(writeEnd, $0.baseAddress!, $0.count) }
  }

  func closeWriteEnd() {
    SystemCall.close(writeEnd)
    writeEnd = -1
  }
}

/// `wait` and friends on plain pipes: no terminal, no signal handlers.
struct TerminalDriverWaitTests {
  @Test func inputThenEndOfFile() throws {
    let input = try TestPipe()
    let driver = TerminalDriver(input: input.readEnd, output: input.writeEnd)
    input.send("hi")
    #expect(driver.wait(timeoutMilliseconds: 1000) == .input(Array("hi".utf8)))
    input.closeWriteEnd()
    #expect(driver.wait(timeoutMilliseconds: 1000) == .inputClosed)
  }

  @Test func timeoutSleepsForAboutThatLong() throws {
    let input = try TestPipe()
    let driver = TerminalDriver(input: input.readEnd, output: input.writeEnd)
    let start = SystemCall.monotonicMilliseconds()
    #expect(driver.wait(timeoutMilliseconds: 30) == .timeout)
    #expect(SystemCall.monotonicMilliseconds() - start >= 30)
    #expect(driver.wait(timeoutMilliseconds: 0) == .timeout)
  }

  @Test func wakeFromAnotherTaskAndCoalescing() async throws {
    let input = try TestPipe()
    let driver = TerminalDriver(input: input.readEnd, output: input.writeEnd)
    let waker = driver.waker
    await Task.detached { waker.wake() }.value
    #expect(driver.wait(timeoutMilliseconds: 1000) == .woken)
    driver.wake()
    driver.wake()
    input.send("x")
    // Both wakes collapse into one, reported before the input.
    #expect(driver.wait(timeoutMilliseconds: 1000) == .woken)
    #expect(driver.wait(timeoutMilliseconds: 1000) == .input([UInt8(ascii: "x")]))
    #expect(driver.wait(timeoutMilliseconds: 0) == .timeout)
  }

  @Test func largeInputIsCappedPerCall() throws {
    let input = try TestPipe()
    SystemCall.setNonBlocking(input.writeEnd)
    let driver = TerminalDriver(input: input.readEnd, output: input.writeEnd)
    // Fill the pipe (64 KiB on Linux) past one read's limit.
    let chunk = [UInt8](repeating: 0x61, count: 100_000)
    let written = chunk.withUnsafeBytes { write(input.writeEnd, $0.baseAddress!, $0.count) }
    guard case .input(let bytes) = driver.wait(timeoutMilliseconds: 1000) else {
      Issue.record("expected input")
      return
    }
    #expect(bytes.count <= TerminalDriver.readLimit)
    #expect(bytes.count == min(written, TerminalDriver.readLimit))
  }

  /// A pseudo-terminal passes input on in pieces of about 4 KB, and the writer must run again
  /// to send the next: a burst still comes back from one `wait`, so it is applied at once.
  @Test func aBurstThroughAPseudoTerminalIsReadWhole() throws {
    let pair = try PseudoTerminalPair(width: 80, height: 24)
    defer { pair.close() }
    var modes = termios()
    tcgetattr(pair.slave, &modes)
    var raw = RawMode.make(from: modes)
    tcsetattr(pair.slave, TCSANOW, &raw)
    let driver = TerminalDriver(input: pair.slave, output: pair.slave)
    let master = pair.master
    let burst = [UInt8](repeating: 0x61, count: 20_000)
    let writer = Thread {
      burst.withUnsafeBytes { _ = SystemCall.writeAll(master, $0.baseAddress!, $0.count) }
    }
    writer.start()
    guard case .input(let bytes) = driver.wait(timeoutMilliseconds: 5_000) else {
      Issue.record("expected input")
      return
    }
    #expect(bytes.count == burst.count)
  }

  @Test func startRefusesAnOutputThatIsNotATerminal() throws {
    let pipe = try TestPipe()
    let driver = TerminalDriver(input: pipe.readEnd, output: pipe.writeEnd)
    #expect(!driver.isOutputTerminal)
    #expect(throws: TerminalDriverError.outputNotATerminal(descriptor: pipe.writeEnd)) {
      try driver.start()
    }
    #expect(!driver.isStarted)
    #expect(driver.size() == (80, 24))  // no TIOCGWINSZ on a pipe
  }

  @Test func pendingReasonsComeBackInPriorityOrder() {
    var pending = PendingWakeups()
    for byte in [WakeByte.woken, WakeByte.resized, WakeByte.resized] { pending.record(byte) }
    #expect(pending.take() == .resized)
    #expect(pending.take() == .woken)
    #expect(pending.take() == nil)
    pending.record(WakeByte.resized)
    pending.record(WakeByte.resumed)
    #expect(pending.take() == .resumed)  // a resume already implies "ask for the size"
    #expect(pending.take() == nil)
  }
}

/// start / restore on a pty inside the test process. Serialized: one driver per process.
@Suite(.serialized) struct TerminalDriverInProcessTests {
  @Test func startAndRestoreWriteExactSequencesAndTermios() throws {
    let pair = try PseudoTerminalPair(width: 100, height: 40)
    defer { pair.close() }
    var original = termios()
    tcgetattr(pair.slave, &original)
    let driver = TerminalDriver(input: pair.slave, output: pair.slave)
    try driver.start()
    #expect(read(pair.master) == TerminalModes.enter(barCursor: false))
    var raw = termios()
    tcgetattr(pair.slave, &raw)
    #expect(DemoHarness.isRaw(raw))
    #expect(driver.size() == (100, 40))

    driver.restore()
    #expect(read(pair.master) == TerminalModes.restore(resetCursorShape: false))
    var after = termios()
    tcgetattr(pair.slave, &after)
    #expect(DemoHarness.sameModes(after, original))
    driver.restore()  // idempotent: nothing more is written
    #expect(read(pair.master).isEmpty)
  }

  @Test func onlyOneDriverAtATimeAndDeinitRestores() throws {
    let pair = try PseudoTerminalPair(width: 80, height: 24)
    defer { pair.close() }
    do {
      let first = TerminalDriver(input: pair.slave, output: pair.slave)
      try first.start()
      let second = TerminalDriver(input: pair.slave, output: pair.slave)
      #expect(throws: TerminalDriverError.anotherDriverActive) { try second.start() }
      _ = read(pair.master)
    }
    // `first` went away without restore(): its deinit restored.
    #expect(read(pair.master) == TerminalModes.restore(resetCursorShape: false))
    let third = TerminalDriver(input: pair.slave, output: pair.slave)
    try third.start()
    third.restore()
  }

  @Test func signalsWakeTheLoopAndHandlersAreRemovedAfterwards() throws {
    let pair = try PseudoTerminalPair(width: 80, height: 24)
    defer { pair.close() }
    let before = currentHandler(SIGWINCH)
    let driver = TerminalDriver(input: pair.slave, output: pair.slave)
    try driver.start()
    #expect(currentHandler(SIGWINCH) != before)
    // Process-directed, like the kernel's: test threads are pool threads that may block
    // signals, so `raise` (thread-directed) could stay pending forever.
    kill(getpid(), SIGWINCH)
    #expect(driver.wait(timeoutMilliseconds: 1000) == .resized)
    send("ab", to: pair.master)
    #expect(driver.wait(timeoutMilliseconds: 1000) == .input(Array("ab".utf8)))
    driver.restore()
    #expect(currentHandler(SIGWINCH) == before)
    #expect(currentHandler(SIGTERM) == currentHandler(SIGTERM, previousOf: driver))
  }

  @Test func cursorShapeGoesOutAndIsResetOnRestore() throws {
    let pair = try PseudoTerminalPair(width: 80, height: 24)
    defer { pair.close() }
    let driver = TerminalDriver(input: pair.slave, output: pair.slave)
    try driver.start()
    _ = read(pair.master)
    driver.setCursorShape(bar: true)
    #expect(read(pair.master) == Array("\u{1B}[5 q".utf8))
    driver.restore()
    let restore = read(pair.master)
    #expect(restore == TerminalModes.restore(resetCursorShape: true))
    #expect(String(decoding: restore, as: UTF8.self).contains("\u{1B}[0 q"))
  }

  // MARK: Helpers

  /// Everything the master can read within 200 ms of the first byte (or nothing).
  @Test func aTerminalThatAnswersNothingDelaysTheStartByTheBoundOnly() throws {
    let pair = try PseudoTerminalPair(width: 80, height: 24)
    defer { pair.close() }
    let driver = TerminalDriver(input: pair.slave, output: pair.slave)
    try driver.start()
    defer { driver.restore() }
    _ = read(pair.master)
    let start = SystemCall.monotonicMilliseconds()
    let result = TerminalDetection.run(
      driver, capabilities: .fromEnvironment(["TERM": "xterm-256color"]), override: nil,
      cursorReport: false)
    let elapsed = SystemCall.monotonicMilliseconds() - start
    #expect(elapsed >= TerminalDetection.boundMilliseconds - 5)
    #expect(elapsed < TerminalDetection.boundMilliseconds + 300)
    #expect(read(pair.master) == TerminalDetection.queries(cursorReport: false))
    #expect(!result.capabilities.answered && !result.capabilities.kittyGraphics)
  }

  @Test func answersEndTheWaitAtDeviceAttributesAndAreReadNotTyped() throws {
    let pair = try PseudoTerminalPair(width: 80, height: 24)
    defer { pair.close() }
    let driver = TerminalDriver(input: pair.slave, output: pair.slave)
    try driver.start()
    defer { driver.restore() }
    _ = read(pair.master)
    // A kitty-like terminal answering the way kitty does, cursor position included.
    let answers =
      "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.39.1)\u{1B}\\\u{1B}[?2026;2$y\u{1B}[?1004;2$y"
      + "\u{1B}[?2031;0$y\u{1B}[?0u\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[5;3R\u{1B}[?62;4;22c"
    SystemCall.writeAll(pair.master, answers, answers.utf8.count)
    let start = SystemCall.monotonicMilliseconds()
    let result = TerminalDetection.run(
      driver, capabilities: .fromEnvironment(["TERM": "xterm-kitty"]),
      override: "-hyperlinks", cursorReport: true)
    #expect(SystemCall.monotonicMilliseconds() - start < TerminalDetection.boundMilliseconds)
    let capabilities = result.capabilities
    #expect(capabilities.answered && capabilities.kittyGraphics && capabilities.sixel)
    #expect(capabilities.version == "kitty(0.39.1)" && capabilities.synchronizedOutput == true)
    #expect(capabilities.focusEvents && !capabilities.colorSchemeReports)
    #expect(capabilities.kittyKeyboard && capabilities.background?.isDark == false)
    #expect(!capabilities.hyperlinks, "DECL_TERMINAL wins over the answers")
    #expect(result.cursor == CursorPositionReport(row: 4, column: 2))
    // Nothing of the answers is left for the input thread to type.
    #expect(driver.wait(timeoutMilliseconds: 50) == .timeout)
  }

  private func read(_ master: Int32) -> [UInt8] {
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    var timeout: Int32 = 200
    while SystemCall.waitUntilReady(master, events: Int16(POLLIN), timeoutMilliseconds: timeout)
      & Int16(POLLIN) != 0
    {
      let count = buffer.withUnsafeMutableBytes {
        SystemCall.read(master, $0.baseAddress!, $0.count)
      }
      guard count > 0 else { break }
      result += buffer[0..<count]
      timeout = 20
    }
    return result
  }

  private func send(_ text: String, to master: Int32) {
    let bytes = Array(text.utf8)
    bytes.withUnsafeBytes { _ = SystemCall.writeAll(master, $0.baseAddress!, $0.count) }
  }

  /// The address of the installed handler, to compare dispositions.
  private func currentHandler(_ signo: Int32, previousOf driver: TerminalDriver? = nil) -> Int {
    var action = sigaction()
    if driver != nil {
      action = SignalStorage.previousActions[Int(signo)]
    } else {
      sigaction(signo, nil, &action)
    }
    #if canImport(Glibc)
      return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
    #elseif canImport(Darwin)
      return unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
    #endif
  }
}
