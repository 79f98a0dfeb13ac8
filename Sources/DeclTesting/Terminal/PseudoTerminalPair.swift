import DeclRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A freshly opened pty master/slave pair with its window size set.
struct PseudoTerminalPair {
  let master: Int32
  let slave: Int32
  let slavePath: String

  init(width: Int, height: Int) throws(PseudoTerminal.Failure) {
    // O_CLOEXEC everywhere: tests run in parallel, and a pty fd leaking into another test's
    // child would keep that pty alive.
    let master = openMaster()
    guard master >= 0 else { throw .init(name: "open /dev/ptmx", code: errno) }
    guard let path = slaveName(master) else {
      let code = errno
      SystemCall.close(master)
      throw .init(name: "unlockpt/ptsname", code: code)
    }
    let slave = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard slave >= 0 else {
      let code = errno
      SystemCall.close(master)
      throw .init(name: "open \(path)", code: code)
    }
    var size = winsize(
      ws_row: UInt16(clamping: height), ws_col: UInt16(clamping: width), ws_xpixel: 0,
      ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    self.master = master
    self.slave = slave
    slavePath = path
  }

  func close() {
    SystemCall.close(master)
    SystemCall.close(slave)
  }
}

#if os(Linux)
  // Swift's Glibc module hides posix_openpt, grantpt, unlockpt and ptsname (they need
  // _XOPEN_SOURCE), so do what glibc does: open the multiplexer, then two ioctls. grantpt is
  // a no-op with devpts. The ioctl numbers are _IOR('T', 0x30, int) and _IOW('T', 0x31, int),
  // function-like macros Swift cannot import.
  private let getPtyNumber: UInt = 0x8004_5430  // TIOCGPTN
  private let setPtyLock: UInt = 0x4004_5431  // TIOCSPTLCK

  private func openMaster() -> Int32 {
    open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
  }

  private func slaveName(_ master: Int32) -> String? {
    var unlock: Int32 = 0
    var number: UInt32 = 0
    guard ioctl(master, setPtyLock, &unlock) == 0, ioctl(master, getPtyNumber, &number) == 0
    else { return nil }
    return "/dev/pts/\(number)"
  }
#else
  private func openMaster() -> Int32 {
    posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
  }

  private func slaveName(_ master: Int32) -> String? {
    guard grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else {
      return nil
    }
    return String(cString: name)
  }
#endif

/// The `/bin/sh -m` wrapper behind `PseudoTerminal.Session.jobControl`.
///
/// The script runs the executable as a foreground job (its own process group, given the
/// terminal), so its group is not orphaned and a real SIGTSTP stop is possible. While the job
/// is stopped the shell waits for a line on `resumeDescriptor`, then runs `fg`. The shell's own
/// job notices go to /dev/null so the transcript holds only what the executable wrote.
enum JobControlShell {
  static let resumeDescriptor: Int32 = 7

  static func arguments(running argv: [String]) -> [String] {
    let stopped = [SIGTSTP, SIGSTOP, SIGTTIN, SIGTTOU].map { String(128 + $0) }
    let script = """
      exec 8>&2 2>/dev/null
      "$@" 2>&8 8>&- 7<&-
      s=$?
      while case $s in \(stopped.joined(separator: "|"))) true;; *) false;; esac && read -r _ <&7
      do fg >/dev/null; s=$?; done
      exit $s
      """
    return ["/bin/sh", "-m", "-c", script, "sh"] + argv
  }
}
