/// Why `TerminalDriver.wait(timeoutMilliseconds:)` returned.
public enum WakeReason: Hashable, Sendable {
  /// Bytes read from the input (at most 64 KiB per call); feed them to an `InputDecoder`.
  case input([UInt8])
  /// SIGWINCH arrived: ask `size()` and re-layout. Several resizes collapse into one.
  case resized
  /// The process continued after Ctrl-Z / SIGTSTP (or SIGSTOP) and the driver re-entered raw
  /// mode and the alternate screen: ask `size()` and repaint everything (`invalidate()` the
  /// frame encoder), since the screen contents are gone.
  case resumed
  /// `wake()` or a `TerminalWaker` was called.
  case woken
  /// The timeout passed with nothing to report.
  case timeout
  /// The input reached end of file or the terminal hung up: the run loop should end.
  case inputClosed
}
