import DeclRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs an executable on a new pseudo-terminal so tests can type at it, resize it, signal it
/// and inspect what it wrote and which tty modes it left behind. Every wait is bounded.
public final class PseudoTerminal {
  /// How the executable is placed in its session.
  public enum Session: Sendable {
    /// The executable is the session leader and foreground process group. Simple and exact
    /// (`termination` tells exit from signal), but its process group is orphaned, so the
    /// kernel discards job-control stops (SIGTSTP with the default action does nothing).
    case direct
    /// The executable runs as a foreground job of `/bin/sh -m`, as under an interactive shell:
    /// Ctrl-Z really stops it and `resumeJob()` does what typing `fg` does. `termination` is
    /// the shell's exit, which reports a signal death as 128+signo.
    case jobControl
  }

  /// How the spawned process ended.
  public enum Termination: Hashable, Sendable {
    /// It called exit with this status.
    case exited(Int32)
    /// A signal killed it.
    case signaled(Int32)

    /// The status a shell would report: the exit status, or 128+signo.
    public var status: Int32 {
      switch self {
      case .exited(let code): code
      case .signaled(let signo): 128 + signo
      }
    }
  }

  /// Why a pseudo-terminal could not be set up.
  public struct Failure: Error, CustomStringConvertible {
    /// The system call that failed.
    public var name: String
    /// Its errno.
    public var code: Int32

    public var description: String { "\(name) failed: \(String(cString: strerror(code)))" }
  }

  /// A minimal environment: TERM, the caller's PATH and a UTF-8 locale.
  public static var defaultEnvironment: [String: String] {
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    return ["TERM": "xterm-256color", "PATH": path, "LANG": "C.UTF-8"]
  }

  /// The spawned process: the executable, or the shell for `.jobControl`.
  public let processID: pid_t
  /// The executable's process (in `.jobControl` the shell's child); signals go here.
  public private(set) var targetProcessID: pid_t
  /// The slave's termios before the child started (the kernel's cooked defaults).
  public let initialTermios: termios
  /// Everything read from the terminal so far.
  public private(set) var transcript: [UInt8] = []
  /// Set once `waitForExit` saw the spawned process end.
  public private(set) var termination: Termination?

  private let master: Int32
  /// Kept open so the slave's termios can be read after the child exits.
  private let slave: Int32
  /// Write end of the pipe the `.jobControl` shell reads before each `fg`; -1 otherwise.
  private let resumeWriter: Int32
  /// Where `expect` continues searching the transcript.
  private var searchOffset = 0

  /// Spawns `executable` (a path) with `arguments` and `environment` on a new pty of the given
  /// size.
  public init(
    executable: String, arguments: [String] = [],
    environment: [String: String] = PseudoTerminal.defaultEnvironment,
    width: Int = 80, height: Int = 24, session: Session = .direct
  ) throws {
    let pair = try PseudoTerminalPair(width: width, height: height)
    var initial = termios()
    tcgetattr(pair.slave, &initial)
    initialTermios = initial
    var resumeReader: Int32 = -1
    var resumeWriter: Int32 = -1
    var argv = [executable] + arguments
    var extra: [(source: Int32, target: Int32)] = []
    if session == .jobControl {
      var ends: [Int32] = [-1, -1]
      guard pipe(&ends) == 0 else { throw Failure(name: "pipe", code: errno) }
      (resumeReader, resumeWriter) = (ends[0], ends[1])
      SystemCall.setCloseOnExec(resumeReader)
      SystemCall.setCloseOnExec(resumeWriter)
      extra = [(resumeReader, JobControlShell.resumeDescriptor)]
      argv = JobControlShell.arguments(running: argv)
    }
    defer { SystemCall.close(resumeReader) }
    do {
      processID = try ProcessSpawner.spawn(
        argv: argv, environment: environment, slavePath: pair.slavePath,
        extraDescriptors: extra)
    } catch {
      pair.close()
      SystemCall.close(resumeWriter)
      throw Failure(name: error.name, code: error.code)
    }
    master = pair.master
    slave = pair.slave
    self.resumeWriter = resumeWriter
    targetProcessID = processID
    if session == .jobControl { targetProcessID = findForegroundJob() }
  }

  deinit {
    if termination == nil {
      kill(targetProcessID, SIGKILL)
      kill(processID, SIGKILL)
      _ = waitForExit(timeout: .seconds(2))
    }
    SystemCall.close(master)
    SystemCall.close(slave)
    SystemCall.close(resumeWriter)
  }

  // MARK: Talking to the child

  /// Types `bytes` into the terminal.
  public func send(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      SystemCall.writeAll(master, base, buffer.count)
    }
  }

  /// Types `text` (as UTF-8) into the terminal.
  public func send(_ text: String) {
    send(Array(text.utf8))
  }

  /// Resizes the window; the kernel sends SIGWINCH to the foreground process group.
  public func resize(width: Int, height: Int) {
    var size = winsize(
      ws_row: UInt16(clamping: height), ws_col: UInt16(clamping: width), ws_xpixel: 0,
      ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
  }

  /// Sends `signo` to the executable (not the `.jobControl` shell).
  public func signal(_ signo: Int32) {
    kill(targetProcessID, signo)
  }

  /// Continues a stopped job: in `.jobControl` the shell runs `fg` (terminal back to the job,
  /// then SIGCONT), in `.direct` the executable just gets SIGCONT.
  public func resumeJob() {
    if resumeWriter >= 0 {
      SystemCall.writeByte(resumeWriter, UInt8(ascii: "\n"))
    } else {
      kill(targetProcessID, SIGCONT)
    }
  }

  // MARK: Reading

  /// Waits up to `timeout` for output, then returns everything available right now (also
  /// appended to `transcript`). Empty when nothing came.
  @discardableResult
  public func readAvailable(timeout: Duration) -> [UInt8] {
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 16_384)
    var wait = Self.pollMilliseconds(timeout)
    while SystemCall.waitUntilReady(master, events: Int16(POLLIN), timeoutMilliseconds: wait)
      & Int16(POLLIN) != 0
    {
      let count = chunk.withUnsafeMutableBytes {
        SystemCall.read(master, $0.baseAddress!, $0.count)
      }
      guard count > 0 else { break }  // EIO: no slave open any more
      received += chunk[0..<count]
      wait = 0
    }
    transcript += received
    return received
  }

  /// Reads until the transcript, after the previous match, contains `text`; true if it did
  /// within `timeout`. Successive calls therefore match successive occurrences.
  public func expect(_ text: String, timeout: Duration = .seconds(5)) -> Bool {
    let needle = Array(text.utf8)
    let deadline = SystemCall.monotonicMilliseconds() + Self.milliseconds(timeout)
    while true {
      if let end = Self.find(needle, in: transcript, from: searchOffset) {
        searchOffset = end
        return true
      }
      let left = deadline - SystemCall.monotonicMilliseconds()
      guard left > 0 else { return false }
      readAvailable(timeout: .milliseconds(min(left, 50)))
    }
  }

  /// Waits for the spawned process to end, draining output meanwhile so it can't block on a
  /// full pty. Returns the shell-style status (exit code or 128+signo), nil on timeout.
  public func waitForExit(timeout: Duration) -> Int32? {
    if let termination { return termination.status }
    let deadline = SystemCall.monotonicMilliseconds() + Self.milliseconds(timeout)
    while true {
      var status: Int32 = 0
      if waitpid(processID, &status, WNOHANG) == processID {
        termination = Self.decode(status)
        // Output written just before exit may still be on its way through the pty.
        while !readAvailable(timeout: .milliseconds(50)).isEmpty {}
        return termination?.status
      }
      let left = deadline - SystemCall.monotonicMilliseconds()
      guard left > 0 else { return nil }
      readAvailable(timeout: .milliseconds(min(left, 10)))
    }
  }

  // MARK: Inspecting

  /// The slave's current termios (also valid after the child exited).
  public func termiosOfSlave() -> termios? {
    var attributes = termios()
    return tcgetattr(slave, &attributes) == 0 ? attributes : nil
  }

  /// The slave's window size.
  public func sizeOfSlave() -> (width: Int, height: Int) {
    var size = winsize()
    _ = ioctl(slave, UInt(TIOCGWINSZ), &size)
    return (Int(size.ws_col), Int(size.ws_row))
  }

  /// The executable's scheduler state and CPU ticks (Linux).
  public func targetStat() -> ProcessStat? {
    ProcessStat.read(pid: targetProcessID)
  }

  /// Polls until `predicate` holds for the executable's stat, up to `timeout`.
  public func waitForTargetState(_ state: Character, timeout: Duration) -> Bool {
    let deadline = SystemCall.monotonicMilliseconds() + Self.milliseconds(timeout)
    while SystemCall.monotonicMilliseconds() < deadline {
      if targetStat()?.state == state { return true }
      readAvailable(timeout: .milliseconds(5))
    }
    return false
  }

  // MARK: Helpers

  /// In `.jobControl` the shell forks the executable and hands it the terminal; its process
  /// group id (= its pid) is the terminal's foreground group, which TIOCGPGRP on the master
  /// reports.
  private func findForegroundJob() -> pid_t {
    let deadline = SystemCall.monotonicMilliseconds() + 5000
    while SystemCall.monotonicMilliseconds() < deadline {
      var group: pid_t = 0
      if ioctl(master, UInt(TIOCGPGRP), &group) == 0, group > 0, group != processID {
        return group
      }
      readAvailable(timeout: .milliseconds(2))
    }
    return processID
  }

  private static func decode(_ status: Int32) -> Termination {
    // WIFEXITED / WTERMSIG are macros Swift doesn't import.
    let signo = status & 0x7F
    return signo == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signo)
  }

  private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
    guard !needle.isEmpty else { return start }
    guard haystack.count >= needle.count, start <= haystack.count - needle.count else {
      return nil
    }
    for index in start...(haystack.count - needle.count)
    where haystack[index..<(index + needle.count)].elementsEqual(needle) {
      return index + needle.count
    }
    return nil
  }

  static func milliseconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    return max(0, Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000))
  }

  private static func pollMilliseconds(_ duration: Duration) -> Int32 {
    Int32(clamping: milliseconds(duration))
  }
}
