#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Derives the driver's raw termios from the user's, like cfmakeraw(3).
///
/// - ISIG off: Ctrl-C, Ctrl-Z and Ctrl-\ arrive as bytes 0x03, 0x1A and 0x1C instead of
///   signals, so the run loop decides what they mean (quit, `suspend()`, ...).
/// - OPOST off: bytes reach the terminal verbatim. The frame encoder tracks the cursor itself
///   and writes CR explicitly, so an `\n` -> `\r\n` expansion would only add bytes.
/// - VMIN 1 / VTIME 0: a read after poll(2) reported input returns what is there at once.
package enum RawMode {
  package static func make(from original: termios) -> termios {
    var raw = original
    raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
    raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
      controlCharacters[Int(VMIN)] = 1
      controlCharacters[Int(VTIME)] = 0
    }
    return raw
  }
}
