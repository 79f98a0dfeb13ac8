import DeclTerminal
import Foundation

/// The terminal as the run loop's two threads share it: the main actor writes frames and
/// cursor shapes, and quitting may happen on the input thread, since Ctrl-C must not wait
/// behind a backlog of input. One lock orders them, so no frame lands on the screen after the
/// terminal was restored.
final class TerminalOutput: @unchecked Sendable {
  private let lock = NSLock()
  // Only touched with the lock held.
  private let driver: TerminalDriver
  private var isRestored = false

  init(driver: TerminalDriver) {
    self.driver = driver
  }

  /// Writes a frame's bytes.
  func write(_ bytes: [UInt8]) {
    lock.withLock {
      guard !isRestored else { return }
      _ = driver.write(bytes)
    }
  }

  /// Shows a bar cursor (a text field has the caret) or the terminal's default one.
  func setCursorShape(bar: Bool) {
    lock.withLock {
      guard !isRestored else { return }
      driver.setCursorShape(bar: bar)
    }
  }

  /// Sets where the restore leaves the cursor (`TerminalDriver.setExitPlacement`).
  func setExitPlacement(_ bytes: [UInt8]) {
    lock.withLock { driver.setExitPlacement(bytes) }
  }

  /// Restores the terminal and prints the warnings held meanwhile, once, from any thread;
  /// nothing is written afterwards. A run that returns (inline, or ended with a result) ends
  /// here instead of in `quit`.
  func restore() {
    lock.withLock {
      guard !isRestored else { return }
      isRestored = true
      driver.restore()
      WarningOutput.release()
    }
  }

  /// Restores the terminal, writes what the program printed and the warnings held meanwhile,
  /// and exits with `status`; from any thread. The lock is never released, so nothing is
  /// written after the restore.
  func quit(status: Int32) -> Never {
    lock.lock()
    driver.restore()
    OutputCapture.release()
    WarningOutput.release()
    exit(status)
  }
}
