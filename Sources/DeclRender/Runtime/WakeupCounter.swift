import Foundation

/// Counts how often the run loop's threads woke up: the input thread returning from poll(2)
/// and the main queue running a block for the loop. An idle app must not move it.
final class WakeupCounter: @unchecked Sendable {
  // Both threads increment; a lock is cheap next to a wakeup.
  private let lock = NSLock()
  private var count = 0

  /// Records one wakeup.
  func increment() {
    lock.lock()
    count += 1
    lock.unlock()
  }

  /// Wakeups so far.
  var value: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }
}
