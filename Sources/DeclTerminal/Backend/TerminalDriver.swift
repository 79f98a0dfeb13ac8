#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Owns the real terminal: raw mode, screen modes, signals, resize, input and output.
///
/// Run loop contract (one thread owns the driver; only `wake()` / `waker` may be used from
/// others):
///
///     let driver = TerminalDriver()
///     try driver.start()           // throws .outputNotATerminal: print plain frames instead
///     defer { driver.restore() }   // runs on return *and* on a thrown error
///     loop: while true {
///       switch driver.wait(timeoutMilliseconds: decoder.pendingTimeoutMilliseconds) {
///       case .input(let bytes): ...  // 0x03 = Ctrl-C: `break loop`; 0x1A = Ctrl-Z: suspend()
///       case .resized: ...           // size(), re-layout, repaint
///       case .resumed: ...           // size(), encoder.invalidate(), full repaint
///       case .woken: ...             // state changed elsewhere: re-render
///       case .timeout: ...           // decoder.flush()
///       case .inputClosed: break loop
///       }
///     }
///
/// SIGINT/SIGTERM/SIGHUP/SIGQUIT from `kill`, crashes and `exit()` restore the terminal
/// through handlers installed by `start()` (see `SignalHandling`); the process then dies of
/// the signal. The handlers only touch static state, so any thread may run them, but at least
/// one thread (normally the loop's) must leave those signals unblocked. Only one driver per
/// process can be started at a time.
public final class TerminalDriver {
  /// The descriptor input is read from.
  public let inputDescriptor: Int32
  /// The descriptor frames are written to.
  public let outputDescriptor: Int32
  /// True between a successful `start()` and `restore()`.
  public private(set) var isStarted = false
  /// Whether `start()` switches to the alternate screen (a full-screen app) or leaves the main
  /// screen and its scrollback as they are (an inline run, drawn below the cursor). Set it
  /// before `start()`.
  public var usesAlternateScreen = true

  private let pipe: WakePipe
  private let waiter: EventWaiter
  private var barCursor = false
  private var cursorShapeChanged = false
  /// Private modes the terminal reports through (focus, colour scheme), on while started.
  private var reportModes: [Int] = []
  /// The kitty keyboard protocol's flags pushed while started (and again after a resume).
  private var keyboardFlags: Int?
  /// Where `restore()` leaves the cursor (an inline run: below its region, or at its top).
  private var exitPlacement: [UInt8] = []

  /// Largest `.input` payload per `wait` call.
  package static let readLimit = 64 << 10

  /// Creates a driver for the given descriptors; nothing changes until `start()`.
  public init(input: Int32 = 0, output: Int32 = 1) {
    inputDescriptor = input
    outputDescriptor = output
    pipe = WakePipe()
    waiter = EventWaiter(input: input, pipe: pipe, readLimit: Self.readLimit)
  }

  deinit {
    restore()
  }

  /// Whether the input descriptor is a terminal.
  public var isInputTerminal: Bool { isatty(inputDescriptor) == 1 }

  /// Whether the output descriptor is a terminal; `start()` requires it.
  public var isOutputTerminal: Bool { isatty(outputDescriptor) == 1 }

  /// Wakes `wait` from any thread or signal handler, as long as the waker lives.
  public var waker: TerminalWaker { TerminalWaker(pipe: pipe) }

  /// Enters raw mode, the alternate screen (unless `usesAlternateScreen` is false), hidden
  /// cursor, bracketed paste and SGR mouse reporting (one write), and installs the restoring
  /// signal handlers.
  public func start() throws {
    guard !isStarted else { return }
    guard isOutputTerminal else {
      throw TerminalDriverError.outputNotATerminal(descriptor: outputDescriptor)
    }
    guard pipe.creationError == 0 else {
      throw TerminalDriverError.systemCallFailed(name: "pipe", errno: pipe.creationError)
    }
    // termios lives on the device; prefer the input so `app < /dev/tty > /dev/tty` and the
    // usual case agree, and fall back to the output when input is redirected.
    let terminal = isInputTerminal ? inputDescriptor : outputDescriptor
    var original = termios()
    guard tcgetattr(terminal, &original) == 0 else {
      throw TerminalDriverError.systemCallFailed(name: "tcgetattr", errno: errno)
    }
    do {
      try SignalHandling.activate(
        terminal: terminal, output: outputDescriptor, wake: pipe.writeEnd, original: original,
        raw: RawMode.make(from: original), enter: enterBytes, restore: restoreBytes)
    } catch .anotherDriverActive {
      throw TerminalDriverError.anotherDriverActive
    } catch .setAttributes(let code) {
      throw TerminalDriverError.systemCallFailed(name: "tcsetattr", errno: code)
    }
    isStarted = true
  }

  private var enterBytes: [UInt8] {
    TerminalModes.enter(
      barCursor: barCursor, alternateScreen: usesAlternateScreen, reports: reportModes,
      keyboardFlags: keyboardFlags)
  }

  private var restoreBytes: [UInt8] {
    TerminalModes.restore(
      resetCursorShape: cursorShapeChanged, alternateScreen: usesAlternateScreen,
      placeCursor: exitPlacement, reports: reportModes, keyboardFlags: keyboardFlags)
  }

  /// Turns on the private modes in `modes` (focus reports 1004, colour scheme reports 2031)
  /// until `restore()`, and again after a resume.
  public func enableReports(_ modes: [Int]) {
    let added = modes.filter { !reportModes.contains($0) }
    guard !added.isEmpty else { return }
    reportModes += added
    write(TerminalModes.set(added, on: true))
    guard isStarted else { return }
    SignalHandling.update(enter: enterBytes, restore: restoreBytes)
  }

  /// Pushes the kitty keyboard protocol's flags on the terminal's stack until `restore()`
  /// (a signal, a crash and a suspend pop them too), and again after a resume. Only for a
  /// terminal that answered the protocol's query.
  public func enableKittyKeyboard() {
    guard keyboardFlags == nil else { return }
    let flags = TerminalModes.kittyKeyboardFlags
    keyboardFlags = flags
    write(TerminalModes.pushKeyboardFlags(flags))
    guard isStarted else { return }
    SignalHandling.update(enter: enterBytes, restore: restoreBytes)
  }

  /// Sets the bytes `restore()` writes after the modes go off, from then on (also when a
  /// signal or a crash restores): an inline run moves the cursor below its region with them,
  /// or erases the region.
  public func setExitPlacement(_ bytes: [UInt8]) {
    guard bytes != exitPlacement else { return }
    exitPlacement = bytes
    guard isStarted else { return }
    SignalHandling.update(enter: enterBytes, restore: restoreBytes)
  }

  /// Undoes `start()` exactly: modes off, SGR reset, cursor shape, cursor shown, main screen,
  /// original termios, previous signal dispositions. Idempotent.
  public func restore() {
    guard isStarted else { return }
    isStarted = false
    SignalHandling.deactivate()
  }

  /// Stops the process like Ctrl-Z would with ISIG on: the handler restores the terminal, the
  /// process stops, and on `fg` the modes come back and the next `wait` returns `.resumed`.
  /// Call it when the input contains 0x1A; it returns once the process runs again.
  ///
  /// SIGTSTP goes to the process, not the calling thread: a thread that blocks it (a Dispatch
  /// worker running the main queue does) would leave it pending, and the process would never
  /// stop. Another thread may then run the handler, so this waits until it has finished, and
  /// nothing is drawn on the restored terminal meanwhile.
  public func suspend() {
    let state = SignalStorage.state
    let handled = state.pointee.installedSignals & (1 << UInt64(SIGTSTP)) != 0
    let before = state.pointee.suspensions
    kill(getpid(), SIGTSTP)
    guard handled else { return }
    // Bounded, in case the signal is blocked everywhere; time stopped does not count.
    for _ in 0..<Self.suspendWaitSteps where state.pointee.suspensions == before {
      usleep(1_000)
    }
  }

  /// Milliseconds `suspend()` waits at most for the handler while the process runs.
  static let suspendWaitSteps = 2_000

  /// Writes `bytes` with one write(2) (more only after a short write). Returns false when the
  /// terminal is gone.
  @discardableResult
  public func write(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return true }
      return SystemCall.writeAll(outputDescriptor, base, buffer.count)
    }
  }

  /// Shows a bar (`ESC[5 q`) or the terminal's default cursor (`ESC[0 q`); the default shape
  /// comes back on restore and the bar again after a resume.
  public func setCursorShape(bar: Bool) {
    barCursor = bar
    cursorShapeChanged = cursorShapeChanged || bar
    write(TerminalModes.cursorShape(bar: bar))
    guard isStarted else { return }
    SignalHandling.update(enter: enterBytes, restore: restoreBytes)
  }

  /// The window size in cells (TIOCGWINSZ), or 80×24 when it is unknown.
  public func size() -> (width: Int, height: Int) {
    for descriptor in [outputDescriptor, inputDescriptor] {
      if let size = TerminalSize.current(descriptor: descriptor), size.height > 0 {
        return (size.width, size.height)
      }
    }
    return (80, 24)
  }

  /// Sleeps in poll(2) until input, a signal, `wake()` or the timeout (nil waits forever).
  ///
  /// Pending reasons come back one per call, most important first: `.resumed`, `.resized`,
  /// `.woken`, then `.input`; else `.inputClosed` or `.timeout`. Each reason is a flag
  /// reported once however often it fired, so they never starve input.
  /// Input that arrives as a burst (1 KiB or more) is read whole, up to `readLimit`, as long as
  /// its pieces come within 20 ms of each other.
  public func wait(timeoutMilliseconds: Int?) -> WakeReason {
    waiter.wait(timeoutMilliseconds: timeoutMilliseconds)
  }

  /// Makes the current or next `wait` return `.woken`; thread-safe and async-signal-safe.
  public func wake() {
    pipe.signal(WakeByte.woken)
  }
}
