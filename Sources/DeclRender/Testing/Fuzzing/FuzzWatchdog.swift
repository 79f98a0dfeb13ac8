import Foundation

/// Notices a fuzz step that never returns: a thread that, when one step has run for
/// `limit`, prints the step to standard error and aborts, so a hang in a test or a
/// `DECL_FUZZ` run ends with the step that caused it rather than never.
final class FuzzWatchdog: @unchecked Sendable {
  static let shared = FuzzWatchdog()

  /// How long one step may run before the process is ended.
  static let limit: TimeInterval = 60

  private let lock = NSLock()
  private var running: (step: String, since: Date)?
  private var started = false

  /// A step starts.
  func begin(_ step: FuzzStep) {
    lock.withLock {
      running = (step.description, Date())
      if !started {
        started = true
        let thread = Thread { [self] in watch() }
        thread.name = "Decl fuzz watchdog"
        thread.start()
      }
    }
  }

  /// The step returned.
  func end() {
    lock.withLock { running = nil }
  }

  private func watch() {
    while true {
      Thread.sleep(forTimeInterval: 1)
      let stuck = lock.withLock { () -> String? in
        guard let running, Date().timeIntervalSince(running.since) > Self.limit else { return nil }
        return running.step
      }
      if let stuck {
        FileHandle.standardError.write(
          Data("Decl fuzz: a step has not returned for \(Int(Self.limit)) s: \(stuck)\n".utf8))
        abort()
      }
    }
  }
}
