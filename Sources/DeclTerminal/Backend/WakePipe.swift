#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A self-pipe: signal handlers and other threads write one byte to wake a thread in poll(2).
///
/// A class so the descriptors stay open as long as any `TerminalWaker` still refers to them;
/// closing them earlier could let a late `wake()` write into an unrelated, reused descriptor.
package final class WakePipe: Sendable {
  /// The end poll(2) watches; -1 if the pipe could not be created.
  package let readEnd: Int32
  /// The end wakers write to; -1 if the pipe could not be created.
  package let writeEnd: Int32
  /// errno from pipe(2), or 0.
  let creationError: Int32

  package init() {
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) == 0 {
      // Both ends non-blocking: a full pipe must never block a signal handler, and draining
      // stops when it is empty. One pending byte per reason is all a wake-up needs.
      for end in ends {
        SystemCall.setNonBlocking(end)
        SystemCall.setCloseOnExec(end)
      }
      creationError = 0
    } else {
      creationError = errno
    }
    (readEnd, writeEnd) = (ends[0], ends[1])
  }

  deinit {
    SystemCall.close(readEnd)
    SystemCall.close(writeEnd)
  }

  /// Writes one byte; thread-safe and async-signal-safe.
  package func signal(_ byte: UInt8) {
    guard writeEnd >= 0 else { return }
    SystemCall.writeByte(writeEnd, byte)
  }

  /// Reads every pending byte without blocking and reports which reasons were among them.
  package func drain() -> PendingWakeups {
    var pending = PendingWakeups()
    var buffer = [UInt8](repeating: 0, count: 256)
    while true {
      let count = buffer.withUnsafeMutableBytes {
        SystemCall.read(readEnd, $0.baseAddress!, $0.count)
      }
      guard count > 0 else { return pending }
      for byte in buffer[0..<count] { pending.record(byte) }
    }
  }
}

/// Wake reasons read from the pipe but not yet returned by `wait`.
package struct PendingWakeups: Sendable {
  package var resumed = false
  package var resized = false
  package var woken = false

  package mutating func record(_ byte: UInt8) {
    switch byte {
    case WakeByte.resumed: resumed = true
    case WakeByte.resized: resized = true
    default: woken = true
    }
  }

  package mutating func merge(_ other: PendingWakeups) {
    resumed = resumed || other.resumed
    resized = resized || other.resized
    woken = woken || other.woken
  }

  /// The most important pending reason, cleared. `.resumed` also clears `.resized`: a resume
  /// already means "ask for the size and repaint everything".
  package mutating func take() -> WakeReason? {
    if resumed {
      resumed = false
      resized = false
      return .resumed
    }
    if resized {
      resized = false
      return .resized
    }
    if woken {
      woken = false
      return .woken
    }
    return nil
  }
}

/// Wakes a `TerminalDriver.wait` from any thread (or signal handler); `wait` returns `.woken`.
public struct TerminalWaker: Sendable {
  package let pipe: WakePipe

  /// Makes the driver's current or next `wait` return `.woken`.
  public func wake() {
    pipe.signal(WakeByte.woken)
  }
}
