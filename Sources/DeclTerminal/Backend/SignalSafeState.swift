#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Everything a signal handler needs to put the terminal back or re-enter the driver's modes.
package struct SignalSafeState {
  /// A driver is started and not yet restored; handlers are installed.
  package var installed = false
  /// The terminal is in the driver's modes right now, so a restore has something to undo.
  package var active = false
  /// The SIGTSTP handler is stopping the process; it re-enters the modes itself afterwards.
  var suspending = false
  /// Suspensions the SIGTSTP handler has finished (the process stopped and continued, or the
  /// stop was discarded), for `TerminalDriver.suspend()` to wait on.
  var suspensions = 0
  /// `atexit` registration happens once per process.
  var exitHookRegistered = false
  /// Signals whose handlers we installed, as a bit per signal number.
  var installedSignals: UInt64 = 0
  /// The descriptor whose termios we change (the input when it is a tty, else the output).
  var terminalDescriptor: Int32 = -1
  /// Where the enter / restore sequences are written.
  package var outputDescriptor: Int32 = -1
  /// The write end of the driver's wake pipe.
  var wakeDescriptor: Int32 = -1
  /// The termios before `start()`.
  package var original = termios()
  /// The driver's raw termios.
  package var raw = termios()
  /// Valid bytes in `SignalStorage.enterBytes`.
  var enterCount = 0
  /// Valid bytes in `SignalStorage.restoreBytes`.
  var restoreCount = 0
  /// The file `OutputCapture` sends standard output and standard error to, or -1.
  var captureFile: Int32 = -1
  /// Copies of what descriptors 1 and 2 were before the capture (-1: not captured).
  var savedOutput: Int32 = -1
  var savedError: Int32 = -1
  /// The runtime's backtracer may wait for a key on standard input after a crash
  /// (`SWIFT_BACKTRACE` says `interactive=yes`); otherwise the crash handler gives it
  /// /dev/null, so it ends at once instead of waiting 30 s.
  var backtracerMayRead = false
  /// Puts `UserDefaults` writes on disk (`StorageFlush`); the crash handler runs it after a
  /// trap, under an alarm.
  var flushStorage: (@convention(c) () -> Void)?
  /// The crash signal being handled, for the alarm that ends a flush that never returns.
  var crashSignal: Int32 = 0
}

/// Static storage for the signal handlers: allocated once, never moved or freed.
///
/// Why `nonisolated(unsafe)` is safe here: the pointers themselves are immutable after their
/// one-time initialisation, which `SignalHandling.activate` forces before any handler is
/// installed (so no handler ever runs a lazy initialiser). The memory behind them is written
/// only by the thread that owns the driver, with the handled signals blocked on that thread,
/// and read by handlers. Raw pointers also keep Swift's exclusivity checks (which are not
/// async-signal-safe) out of the handlers.
package enum SignalStorage {
  /// Capacity of each escape-sequence buffer; the sequences are well under 100 bytes.
  package static let byteCapacity = 128
  /// Signal numbers are below 65 on Linux and 32 on Darwin.
  static let signalSlots = 65

  package nonisolated(unsafe) static let state: UnsafeMutablePointer<SignalSafeState> = {
    let pointer = UnsafeMutablePointer<SignalSafeState>.allocate(capacity: 1)
    pointer.initialize(to: SignalSafeState())
    return pointer
  }()

  package nonisolated(unsafe) static let enterBytes: UnsafeMutablePointer<UInt8> = {
    let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: byteCapacity)
    pointer.initialize(repeating: 0, count: byteCapacity)
    return pointer
  }()

  package nonisolated(unsafe) static let restoreBytes: UnsafeMutablePointer<UInt8> = {
    let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: byteCapacity)
    pointer.initialize(repeating: 0, count: byteCapacity)
    return pointer
  }()

  /// The dispositions our handlers replaced, indexed by signal number.
  package nonisolated(unsafe) static let previousActions: UnsafeMutablePointer<sigaction> = {
    let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: signalSlots)
    pointer.initialize(repeating: sigaction(), count: signalSlots)
    return pointer
  }()

  /// Where the crash handler copies captured output through.
  static let copyCapacity = 4096
  package nonisolated(unsafe) static let copyBuffer: UnsafeMutablePointer<UInt8> = {
    let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: copyCapacity)
    pointer.initialize(repeating: 0, count: copyCapacity)
    return pointer
  }()

  /// Our own SIGTSTP disposition, re-installed by the handler after it resumes.
  package nonisolated(unsafe) static let suspendAction: UnsafeMutablePointer<sigaction> = {
    let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: 1)
    pointer.initialize(to: sigaction())
    return pointer
  }()

  /// Touches every lazy global so none is first initialised inside a signal handler.
  package static func prepare() {
    _ = (state, enterBytes, restoreBytes, previousActions, suspendAction, copyBuffer)
  }

  /// Copies `bytes` into one of the fixed buffers, truncating at capacity.
  package static func store(_ bytes: [UInt8], into buffer: UnsafeMutablePointer<UInt8>) -> Int {
    let count = min(bytes.count, byteCapacity)
    for index in 0..<count { buffer[index] = bytes[index] }
    return count
  }
}
