#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Retrying wrappers over the POSIX calls shared by the driver, its signal handlers and the pty
/// harness, under names that can't collide with methods such as `TerminalDriver.write`.
///
/// Everything here is async-signal-safe: no allocation, no locks, only system calls.
package enum SystemCall {
  /// Writes all `count` bytes, retrying interruptions and short writes, and waiting in poll(2)
  /// when a non-blocking descriptor is full. Returns false on any other error.
  @discardableResult
  package static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Bool
  {
    var offset = 0
    while offset < count {
      let written = posixWrite(descriptor, bytes + offset, count - offset)
      if written >= 0 {
        offset += written
        continue
      }
      switch errno {
      case EINTR:
        continue
      case EAGAIN, EWOULDBLOCK:
        _ = waitUntilReady(descriptor, events: Int16(POLLOUT), timeoutMilliseconds: -1)
      default:
        return false
      }
    }
    return true
  }

  /// Writes one byte, giving up silently when a non-blocking pipe is full (the reader is
  /// already due to wake up, which is all the byte is for).
  package static func writeByte(_ descriptor: Int32, _ byte: UInt8) {
    var value = byte
    while posixWrite(descriptor, &value, 1) < 0 && errno == EINTR {}
  }

  /// read(2) retried on EINTR: the byte count, 0 at end of file, or -1 with errno set.
  package static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int)
    -> Int
  {
    while true {
      let result = posixRead(descriptor, buffer, count)
      if result >= 0 || errno != EINTR { return result }
    }
  }

  /// Closes a descriptor if it is open.
  package static func close(_ descriptor: Int32) {
    guard descriptor >= 0 else { return }
    _ = posixClose(descriptor)
  }

  /// Polls one descriptor; returns its `revents`, or 0 on timeout or error.
  package static func waitUntilReady(_ descriptor: Int32, events: Int16, timeoutMilliseconds: Int32)
    -> Int16
  {
    var entry = pollfd(fd: descriptor, events: events, revents: 0)
    let result = poll(&entry, 1, timeoutMilliseconds)
    return result > 0 ? entry.revents : 0
  }

  /// Milliseconds on the monotonic clock, for deadlines that survive EINTR retries.
  package static func monotonicMilliseconds() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Int(now.tv_sec) * 1000 + Int(now.tv_nsec) / 1_000_000
  }

  /// Sets close-on-exec so pty and pipe descriptors don't leak into unrelated children.
  package static func setCloseOnExec(_ descriptor: Int32) {
    _ = fcntl(descriptor, F_SETFD, fcntl(descriptor, F_GETFD) | FD_CLOEXEC)
  }

  /// Makes `descriptor` non-blocking.
  package static func setNonBlocking(_ descriptor: Int32) {
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
  }
}

// Functions rather than stored closures: a global `let` is initialised lazily on first use,
// which must not happen inside a signal handler.
#if canImport(Glibc)
  private func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    Glibc.write(descriptor, bytes, count)
  }
  private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int)
    -> Int
  {
    Glibc.read(descriptor, buffer, count)
  }
  private func posixClose(_ descriptor: Int32) -> Int32 { Glibc.close(descriptor) }
#elseif canImport(Darwin)
  private func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    Darwin.write(descriptor, bytes, count)
  }
  private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int)
    -> Int
  {
    Darwin.read(descriptor, buffer, count)
  }
  private func posixClose(_ descriptor: Int32) -> Int32 { Darwin.close(descriptor) }
#endif
