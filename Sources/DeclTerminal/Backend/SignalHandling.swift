#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Bytes written to the wake pipe; the run loop learns why it woke by reading them.
package enum WakeByte {
  /// `wake()` was called.
  package static let woken = UInt8(ascii: "w")
  /// SIGWINCH arrived.
  package static let resized = UInt8(ascii: "r")
  /// The process continued after a stop and re-entered the driver's modes.
  package static let resumed = UInt8(ascii: "c")
}

/// Installs the driver's signal handlers and implements what they do.
///
/// Model: the handlers never call back into Swift objects. They read `SignalStorage` and only
/// make async-signal-safe calls (write, tcsetattr, sigaction/signal, sigprocmask, raise, _exit):
/// - SIGINT, SIGTERM, SIGHUP, SIGQUIT: restore the terminal, reset the default action and
///   re-raise it, so the process dies of that signal (a shell reports 128+signo); `_exit(128 +
///   signo)` if it somehow survives. Signals ignored at start (e.g. under `nohup`) stay ignored.
/// - SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE: restore the terminal, write out what
///   the program printed so far (`CrashOutput`), after a trap put `UserDefaults` writes on disk
///   (`StorageFlush`), reinstate the previous disposition (the Swift
///   runtime's backtracer, or the default core dump) and let the signal happen again.
/// - SIGTSTP: restore, stop for real with the default action, and on continuing re-enter the
///   modes and write `WakeByte.resumed`.
/// - SIGCONT (e.g. after an uncatchable SIGSTOP): re-enter the modes, write `WakeByte.resumed`.
/// - SIGWINCH: write `WakeByte.resized`.
/// - `atexit`: restore, for `exit()` called anywhere while the driver is active.
package enum SignalHandling {
  package static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
  package static let crashing: [Int32] = [SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE]

  /// Signals blocked while the owning thread changes the shared state. Crash signals are not
  /// among them: a fault while they are blocked would kill the process without a restore.
  package static var asynchronous: [Int32] { terminating + [SIGTSTP, SIGCONT, SIGWINCH] }

  package enum ActivationError: Error {
    case anotherDriverActive
    case setAttributes(errno: Int32)
  }

  /// Saves the state handlers need, installs them, then switches the terminal into raw mode
  /// and writes `enter`, with the handled signals blocked so no handler sees a half-done state.
  package static func activate(
    terminal: Int32, output: Int32, wake: Int32, original: termios, raw: termios,
    enter: [UInt8], restore: [UInt8]
  ) throws(ActivationError) {
    SignalStorage.prepare()
    let state = SignalStorage.state
    guard !state.pointee.installed else { throw .anotherDriverActive }
    var failure: Int32 = 0
    withAsynchronousSignalsBlocked {
      state.pointee.terminalDescriptor = terminal
      state.pointee.outputDescriptor = output
      state.pointee.wakeDescriptor = wake
      state.pointee.original = original
      state.pointee.raw = raw
      state.pointee.enterCount = SignalStorage.store(enter, into: SignalStorage.enterBytes)
      state.pointee.restoreCount = SignalStorage.store(restore, into: SignalStorage.restoreBytes)
      CrashOutput.noteBacktraceSettings(getenv("SWIFT_BACKTRACE").map { String(cString: $0) })
      StorageFlush.registerForCrashes()
      registerExitHook()
      install()
      var rawCopy = raw
      if tcsetattr(terminal, TCSANOW, &rawCopy) != 0 {
        failure = errno
        uninstall()
        return
      }
      SystemCall.writeAll(output, SignalStorage.enterBytes, state.pointee.enterCount)
      state.pointee.active = true
    }
    if failure != 0 { throw .setAttributes(errno: failure) }
  }

  /// Restores the terminal and the previous signal dispositions. Signals that arrived meanwhile
  /// are delivered afterwards, to those previous dispositions.
  static func deactivate() {
    withAsynchronousSignalsBlocked {
      restoreTerminal()
      uninstall()
    }
  }

  /// Replaces the precomputed sequences (after a cursor-shape change).
  package static func update(enter: [UInt8], restore: [UInt8]) {
    withAsynchronousSignalsBlocked {
      let state = SignalStorage.state
      state.pointee.enterCount = SignalStorage.store(enter, into: SignalStorage.enterBytes)
      state.pointee.restoreCount = SignalStorage.store(restore, into: SignalStorage.restoreBytes)
    }
  }

  // MARK: Async-signal-safe primitives

  /// Writes the restore sequence and puts the original termios back, once.
  ///
  /// SIGTTOU is blocked meanwhile so this also works from a background process group (after
  /// `bg`), where tcsetattr would otherwise stop the process instead of restoring.
  static func restoreTerminal() {
    let state = SignalStorage.state
    guard state.pointee.active else { return }
    state.pointee.active = false
    var block = sigset_t()
    var previous = sigset_t()
    sigemptyset(&block)
    sigaddset(&block, SIGTTOU)
    sigprocmask(SIG_BLOCK, &block, &previous)
    SystemCall.writeAll(
      state.pointee.outputDescriptor, SignalStorage.restoreBytes, state.pointee.restoreCount)
    var original = state.pointee.original
    tcsetattr(state.pointee.terminalDescriptor, TCSANOW, &original)
    sigprocmask(SIG_SETMASK, &previous, nil)
  }

  /// Switches back to raw mode and the driver's screen modes and tells the run loop to repaint.
  ///
  /// SIGTTOU stays deliverable: continued in the background (`bg`), tcsetattr stops the process
  /// again until it is brought to the foreground, like any full-screen program.
  static func reenterTerminal() {
    let state = SignalStorage.state
    var raw = state.pointee.raw
    tcsetattr(state.pointee.terminalDescriptor, TCSANOW, &raw)
    SystemCall.writeAll(
      state.pointee.outputDescriptor, SignalStorage.enterBytes, state.pointee.enterCount)
    state.pointee.active = true
    SystemCall.writeByte(state.pointee.wakeDescriptor, WakeByte.resumed)
  }

  // MARK: Installation (owning thread only)

  private static func install() {
    let state = SignalStorage.state
    state.pointee.installedSignals = 0
    for signo in terminating {
      install(signo, action(handler: handleTermination), unlessIgnored: true)
    }
    for signo in crashing {
      install(signo, action(infoHandler: handleCrash), unlessIgnored: false)
    }
    // SIGCONT must stay deliverable inside the SIGTSTP handler: it arrives while that handler
    // is stopped, and tells the SIGCONT handler not to re-enter on its own.
    let suspend = action(handler: handleSuspend, excluding: SIGCONT)
    SignalStorage.suspendAction.pointee = suspend
    install(SIGTSTP, suspend, unlessIgnored: true)
    install(SIGCONT, action(handler: handleContinue), unlessIgnored: false)
    install(SIGWINCH, action(handler: handleResize), unlessIgnored: false)
    state.pointee.installed = true
  }

  private static func install(_ signo: Int32, _ action: sigaction, unlessIgnored: Bool) {
    let previous = SignalStorage.previousActions + Int(signo)
    sigaction(signo, nil, previous)
    if unlessIgnored && isIgnored(previous.pointee) { return }
    var replacement = action
    if sigaction(signo, &replacement, nil) == 0 {
      SignalStorage.state.pointee.installedSignals |= 1 << UInt64(signo)
    }
  }

  private static func uninstall() {
    let state = SignalStorage.state
    for signo in Int32(1)..<Int32(SignalStorage.signalSlots)
    where state.pointee.installedSignals & (1 << UInt64(signo)) != 0 {
      sigaction(signo, SignalStorage.previousActions + Int(signo), nil)
    }
    state.pointee.installedSignals = 0
    state.pointee.installed = false
  }

  private static func registerExitHook() {
    let state = SignalStorage.state
    guard !state.pointee.exitHookRegistered else { return }
    state.pointee.exitHookRegistered = true
    atexit { SignalHandling.restoreTerminal() }
  }

  /// Runs `body` with SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT and SIGWINCH blocked
  /// on this thread; they are delivered when the old mask comes back.
  static func withAsynchronousSignalsBlocked(_ body: () -> Void) {
    var block = sigset_t()
    var previous = sigset_t()
    sigemptyset(&block)
    for signo in asynchronous { sigaddset(&block, signo) }
    pthread_sigmask(SIG_BLOCK, &block, &previous)
    body()
    pthread_sigmask(SIG_SETMASK, &previous, nil)
  }

  /// A disposition that runs `handler` with all asynchronous signals but `excluding` blocked.
  private static func action(
    handler: @convention(c) (Int32) -> Void, excluding: Int32? = nil
  ) -> sigaction {
    var result = sigaction()
    #if canImport(Glibc)
      result.__sigaction_handler.sa_handler = handler
    #elseif canImport(Darwin)
      result.__sigaction_u.__sa_handler = handler
    #endif
    result.sa_mask = mask(excluding: excluding)
    result.sa_flags = SA_RESTART
    return result
  }

  /// A disposition for crash signals: `SA_SIGINFO` tells a real fault from a `kill`,
  /// `SA_ONSTACK` lets it run after a stack overflow when the runtime set up an alternate stack.
  private static func action(
    infoHandler:
      @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?)
      -> Void
  ) -> sigaction {
    var result = sigaction()
    #if canImport(Glibc)
      result.__sigaction_handler.sa_sigaction = infoHandler
    #elseif canImport(Darwin)
      result.__sigaction_u.__sa_sigaction = infoHandler
    #endif
    result.sa_mask = mask(excluding: nil)
    result.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_RESTART
    return result
  }

  private static func mask(excluding: Int32?) -> sigset_t {
    var set = sigset_t()
    sigemptyset(&set)
    for signo in asynchronous where signo != excluding { sigaddset(&set, signo) }
    return set
  }

  private static func isIgnored(_ action: sigaction) -> Bool {
    guard action.sa_flags & SA_SIGINFO == 0 else { return false }
    #if canImport(Glibc)
      let handler = action.__sigaction_handler.sa_handler
    #elseif canImport(Darwin)
      let handler = action.__sigaction_u.__sa_handler
    #endif
    return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }
}

// MARK: Handlers

/// SIGINT / SIGTERM / SIGHUP / SIGQUIT: restore, then die of the same signal.
private func handleTermination(_ signo: Int32) {
  SignalHandling.restoreTerminal()
  signal(signo, SIG_DFL)
  raise(signo)
  var unblock = sigset_t()
  sigemptyset(&unblock)
  sigaddset(&unblock, signo)
  sigprocmask(SIG_UNBLOCK, &unblock, nil)  // the pending signal kills the process here
  _exit(128 + signo)
}

/// Crash signals: restore, reinstate the previous disposition, let the signal happen again.
private func handleCrash(
  _ signo: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  SignalHandling.restoreTerminal()
  CrashOutput.rescue()
  CrashOutput.quietBacktracer()
  if signo == SIGILL || signo == SIGTRAP, info.map({ $0.pointee.si_code > 0 }) ?? false {
    flushStorageUnderAlarm(signo)
  }
  sigaction(signo, SignalStorage.previousActions + Int(signo), nil)
  // A real fault (si_code > 0) recurs when the faulting instruction re-executes on return and
  // reaches the previous handler with its original details; a sent signal must be re-sent.
  if let info, info.pointee.si_code > 0 { return }
  raise(signo)
}

/// After a trap, puts `UserDefaults` writes on disk (`StorageFlush`), once. Not
/// async-signal-safe, so an alarm ends the process with the crash's status should it not
/// return within a second.
private func flushStorageUnderAlarm(_ signo: Int32) {
  let state = SignalStorage.state
  guard let flush = state.pointee.flushStorage else { return }
  state.pointee.flushStorage = nil
  state.pointee.crashSignal = signo
  var alarmAction = sigaction()
  #if canImport(Glibc)
    alarmAction.__sigaction_handler.sa_handler = handleFlushTimeout
  #elseif canImport(Darwin)
    alarmAction.__sigaction_u.__sa_handler = handleFlushTimeout
  #endif
  sigaction(SIGALRM, &alarmAction, nil)
  var unblock = sigset_t()
  sigemptyset(&unblock)
  sigaddset(&unblock, SIGALRM)
  sigprocmask(SIG_UNBLOCK, &unblock, nil)
  alarm(1)
  flush()
  alarm(0)
}

/// The flush after a crash did not return: end with the crash's status.
private func handleFlushTimeout(_ signo: Int32) {
  _exit(128 + SignalStorage.state.pointee.crashSignal)
}

/// SIGTSTP: restore, stop with the default action, re-enter after continuing.
private func handleSuspend(_ signo: Int32) {
  let savedErrno = errno
  let state = SignalStorage.state
  let wasActive = state.pointee.active
  SignalHandling.restoreTerminal()
  state.pointee.suspending = true
  signal(SIGTSTP, SIG_DFL)
  raise(SIGTSTP)
  var unblock = sigset_t()
  sigemptyset(&unblock)
  sigaddset(&unblock, SIGTSTP)
  // The process stops inside this call. In an orphaned process group (no job-control shell
  // to resume it) the kernel discards the stop and execution simply continues.
  sigprocmask(SIG_UNBLOCK, &unblock, nil)
  sigaction(SIGTSTP, SignalStorage.suspendAction, nil)
  state.pointee.suspending = false
  if wasActive && state.pointee.installed { SignalHandling.reenterTerminal() }
  state.pointee.suspensions &+= 1
  errno = savedErrno
}

/// SIGCONT: re-assert the modes unless the SIGTSTP handler is about to do it.
private func handleContinue(_ signo: Int32) {
  let savedErrno = errno
  let state = SignalStorage.state
  if state.pointee.installed && !state.pointee.suspending {
    SignalHandling.reenterTerminal()
  }
  errno = savedErrno
}

/// SIGWINCH: wake the run loop, which asks for the new size.
private func handleResize(_ signo: Int32) {
  let savedErrno = errno
  SystemCall.writeByte(SignalStorage.state.pointee.wakeDescriptor, WakeByte.resized)
  errno = savedErrno
}
