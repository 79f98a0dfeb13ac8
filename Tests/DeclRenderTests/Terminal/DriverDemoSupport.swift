import DeclTesting
import Testing

@testable import DeclRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the `DriverDemo` executable the pseudo-terminal tests launch.
///
/// A test target can't depend on an executable target, so CI must build it first: `swift
/// build` (which builds every product) and then `swift test`. The lookup tries, in order,
/// `$DECL_DRIVER_DEMO`, the directory of the running test binary (Linux: /proc/self/exe) or
/// `.xctest` bundle (macOS: from the arguments) and its parents, then `.build/debug`.
enum DriverDemoLocator {
  static let skipMessage =
    "DriverDemo is not built: run `swift build` before `swift test` (or set DECL_DRIVER_DEMO)"

  static let path: String? = BuiltExecutable.path(
    named: "DriverDemo", environmentVariable: "DECL_DRIVER_DEMO")
}

/// Launching the demo and checking what it left behind.
enum DemoHarness {
  /// The restore sequence when the cursor shape was never changed.
  static let restoreSequence = TerminalModes.restore(resetCursorShape: false)

  /// Starts DriverDemo on a new pty and waits until it has taken over the terminal.
  static func launch(
    width: Int = 80, height: Int = 24, session: PseudoTerminal.Session = .direct,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> PseudoTerminal {
    let path = try #require(DriverDemoLocator.path, sourceLocation: sourceLocation)
    var environment = PseudoTerminal.defaultEnvironment
    environment["SWIFT_BACKTRACE"] = "enable=no"  // crash tests: no slow symbolication
    let terminal = try PseudoTerminal(
      executable: path, environment: environment, width: width, height: height,
      session: session)
    try #require(
      terminal.expect("<READY \(width)x\(height)>"), "the demo never drew its first frame",
      sourceLocation: sourceLocation)
    let modes = try #require(terminal.termiosOfSlave(), sourceLocation: sourceLocation)
    #expect(isRaw(modes), "start() did not enter raw mode", sourceLocation: sourceLocation)
    return terminal
  }

  /// Asserts the child's last bytes undo every mode and the slave's termios is the original.
  static func expectRestored(
    _ terminal: PseudoTerminal, suffix: [UInt8] = restoreSequence,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let transcript = terminal.transcript
    #expect(
      transcript.count >= suffix.count && Array(transcript.suffix(suffix.count)) == suffix,
      "output does not end with the restore sequence: \(tail(transcript))",
      sourceLocation: sourceLocation)
    expectModesOff(after: transcript, sourceLocation: sourceLocation)
    expectOriginalTermios(terminal, sourceLocation: sourceLocation)
  }

  /// Replays `bytes` through the terminal model: main screen, cursor shown, no mouse / paste.
  static func expectModesOff(
    after bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var model = TerminalModel(width: 80, height: 24)
    model.feed(bytes)
    // Copies, so a failure message shows the value rather than the whole model.
    let modes = model.privateModes
    let cursorVisible = model.cursorVisible
    let pen = model.pen
    for mode in [1049, 2004, 1000, 1002, 1006] {
      #expect(modes[mode] == false, "mode \(mode)", sourceLocation: sourceLocation)
    }
    #expect(cursorVisible, sourceLocation: sourceLocation)
    #expect(pen == .plain, sourceLocation: sourceLocation)
  }

  /// Asserts the slave's termios equals the one before the child started.
  static func expectOriginalTermios(
    _ terminal: PseudoTerminal, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let now = terminal.termiosOfSlave() else {
      Issue.record("tcgetattr on the slave failed", sourceLocation: sourceLocation)
      return
    }
    #expect(sameModes(now, terminal.initialTermios), sourceLocation: sourceLocation)
    #expect(
      now.c_lflag & tcflag_t(ICANON | ECHO | ISIG | IEXTEN) != 0, sourceLocation: sourceLocation)
    #expect(!isRaw(now), sourceLocation: sourceLocation)
  }

  /// Flags, line discipline and control characters equal (padding and speeds aside).
  static func sameModes(_ lhs: termios, _ rhs: termios) -> Bool {
    var (left, right) = (lhs, rhs)
    let controlsEqual = withUnsafeBytes(of: &left.c_cc) { leftBytes in
      withUnsafeBytes(of: &right.c_cc) { leftBytes.elementsEqual($0) }
    }
    return lhs.c_iflag == rhs.c_iflag && lhs.c_oflag == rhs.c_oflag
      && lhs.c_cflag == rhs.c_cflag && lhs.c_lflag == rhs.c_lflag && controlsEqual
  }

  /// The driver's raw mode: no line editing, echo, signals, output processing or CR mapping.
  static func isRaw(_ modes: termios) -> Bool {
    modes.c_lflag & tcflag_t(ICANON | ECHO | ISIG | IEXTEN) == 0
      && modes.c_oflag & tcflag_t(OPOST) == 0
      && modes.c_iflag & tcflag_t(ICRNL | IXON) == 0
  }

  /// The last bytes of a transcript, escaped, for failure messages.
  static func tail(_ bytes: [UInt8]) -> String {
    String(decoding: bytes.suffix(80), as: UTF8.self).debugDescription
  }
}
