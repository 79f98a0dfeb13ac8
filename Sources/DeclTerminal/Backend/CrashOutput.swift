#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a crash shows: the crash handler (after restoring the terminal) puts standard output
/// and standard error back and copies what `OutputCapture` kept so far to standard error —
/// which includes the runtime's "Fatal error: …" line, written just before the trap — so the
/// backtracer that runs next (the runtime's own handler) writes its report below it, on the
/// terminal.
///
/// Swift's backtracer reads `SWIFT_BACKTRACE` when the program starts and, on a terminal,
/// is interactive: after the report it waits up to 30 s for a key. Decl hands it /dev/null as
/// standard input instead, so the process ends at once, unless `SWIFT_BACKTRACE` asks for
/// `interactive=yes` (then the prompt is on the restored terminal and works).
///
/// Everything here that a handler calls is async-signal-safe: it reads `SignalStorage` and
/// makes only dup2, open, lseek, read and write calls.
package enum CrashOutput {
  /// The most copied out: the last 4 MiB, as `OutputCapture` replays.
  package static let limit = OutputCapture.replayLimit

  /// Records where captured output goes and what descriptors 1 and 2 were (-1: not captured).
  static func capturing(file: Int32, savedOutput: Int32, savedError: Int32) {
    SignalStorage.prepare()
    SignalHandling.withAsynchronousSignalsBlocked {
      let state = SignalStorage.state
      state.pointee.captureFile = file
      state.pointee.savedOutput = savedOutput
      state.pointee.savedError = savedError
    }
  }

  /// The capture ended; a crash from now on writes straight to the terminal.
  static func captureEnded() {
    capturing(file: -1, savedOutput: -1, savedError: -1)
  }

  /// Decides, from `SWIFT_BACKTRACE`, whether the backtracer keeps standard input.
  static func noteBacktraceSettings(_ setting: String?) {
    let interactive =
      setting?.split(separator: ",").contains {
        let pair = $0.split(separator: "=", maxSplits: 1).map { $0.lowercased() }
        return pair.count == 2 && pair[0] == "interactive"
          && ["yes", "y", "true", "t", "on", "1"].contains(pair[1])
      } ?? false
    SignalStorage.state.pointee.backtracerMayRead = interactive
  }

  // MARK: Async-signal-safe

  /// Puts descriptors 1 and 2 back and copies the captured output to standard error, once.
  static func rescue() {
    let state = SignalStorage.state
    let file = state.pointee.captureFile
    guard file >= 0 else { return }
    state.pointee.captureFile = -1
    if state.pointee.savedOutput >= 0 { dup2(state.pointee.savedOutput, 1) }
    if state.pointee.savedError >= 0 { dup2(state.pointee.savedError, 2) }
    let size = Int(lseek(file, 0, SEEK_END))
    guard size > 0 else { return }
    let start = max(0, size - limit)
    guard lseek(file, off_t(start), SEEK_SET) >= 0 else { return }
    let buffer = SignalStorage.copyBuffer
    while true {
      let count = read(file, buffer, SignalStorage.copyCapacity)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      SystemCall.writeAll(2, buffer, count)
    }
  }

  /// Gives the backtracer /dev/null as standard input unless it may read the terminal.
  static func quietBacktracer() {
    guard !SignalStorage.state.pointee.backtracerMayRead else { return }
    let null = open("/dev/null", O_RDONLY)
    guard null >= 0 else { return }
    if null != 0 {
      dup2(null, 0)
      close(null)
    }
  }
}
