import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where misuse warnings go: standard error, but never onto a screen Decl is drawing.
///
/// While `TerminalApp` owns the terminal and standard error is that same terminal, a warning
/// written at once would land in the middle of the alternate screen and shift everything the
/// frame diff believes is there. Such warnings are held and printed once the terminal is
/// restored (on a normal exit or Ctrl-C; a signal death loses them). Thread-safe: Ctrl-C
/// quits from the input thread.
package enum WarningOutput {
  private static let lock = NSLock()
  /// Warnings waiting for the terminal to be restored; nil when they are written at once.
  nonisolated(unsafe) private static var held: [String]?

  /// Holds warnings from now on if standard error is a terminal.
  package static func holdWhileDrawing() {
    lock.withLock {
      if isatty(2) == 1 && held == nil { held = [] }
    }
  }

  /// Writes `line` to standard error, or holds it while the terminal is being drawn on.
  package static func write(_ line: String) {
    lock.withLock {
      if held != nil {
        held?.append(line)
      } else {
        FileDescriptorOutput.standardError.write(line)
      }
    }
  }

  /// Writes the held warnings (call after restoring the terminal) and stops holding.
  package static func release() {
    lock.withLock {
      for line in held ?? [] { FileDescriptorOutput.standardError.write(line) }
      held = nil
    }
  }
}
