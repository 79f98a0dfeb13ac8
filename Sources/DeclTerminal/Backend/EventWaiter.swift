#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Sleeps in poll(2) on the input and the wake pipe, and turns what woke it into a
/// `WakeReason`. Idle means blocked in the kernel: no timers, no CPU.
package final class EventWaiter {
  private let input: Int32
  private let pipe: WakePipe
  private var pending = PendingWakeups()
  private var buffer: [UInt8]

  package init(input: Int32, pipe: WakePipe, readLimit: Int) {
    self.input = input
    self.pipe = pipe
    buffer = [UInt8](repeating: 0, count: readLimit)
  }

  /// See `TerminalDriver.wait(timeoutMilliseconds:)`.
  package func wait(timeoutMilliseconds: Int?) -> WakeReason {
    let deadline = timeoutMilliseconds.map { SystemCall.monotonicMilliseconds() + max(0, $0) }
    while true {
      if let reason = pending.take() { return reason }
      var entries = [
        pollfd(fd: input, events: Int16(POLLIN), revents: 0),
        pollfd(fd: pipe.readEnd, events: Int16(POLLIN), revents: 0),
      ]
      let result = poll(&entries, nfds_t(entries.count), remaining(until: deadline))
      if result < 0 {
        // EINTR: the handler has written its byte by now, so the next poll returns at once.
        if errno == EINTR { continue }
        return .inputClosed
      }
      if result == 0 { return .timeout }
      if entries[1].revents != 0 { pending.merge(pipe.drain()) }
      if let reason = pending.take() { return reason }
      let inputEvents = entries[0].revents
      if inputEvents & Int16(POLLNVAL) != 0 { return .inputClosed }
      if inputEvents != 0, let reason = readInput() { return reason }
    }
  }

  /// Milliseconds left for poll(2): -1 without a deadline, never negative otherwise.
  private func remaining(until deadline: Int?) -> Int32 {
    guard let deadline else { return -1 }
    return Int32(clamping: max(0, deadline - SystemCall.monotonicMilliseconds()))
  }

  /// Input this large in one wait is a burst (text pasted without bracketed paste or piped in,
  /// keys piled up behind a slow frame), not typing.
  static let burstBytes = 1_024

  /// How long a burst may pause and still be read as one: the kernel hands a pseudo-terminal's
  /// input on in pieces of about 4 KB, and the writer must run again to send the next.
  static let burstGapMilliseconds: Int32 = 20

  /// Reads what is available without blocking: poll(2) said readable and VMIN is 1, so the
  /// first read returns at once; further reads only happen while poll(2) still says so, or,
  /// once a burst has been read, while more arrives within `burstGapMilliseconds`.
  /// nil when there was nothing after all (another reader was faster).
  private func readInput() -> WakeReason? {
    var count = 0
    var closed = false
    buffer.withUnsafeMutableBytes { storage in
      guard let base = storage.baseAddress else { return }
      repeat {
        let result = SystemCall.read(input, base + count, storage.count - count)
        if result > 0 {
          count += result
        } else {
          // 0 is end of file; EIO is a hung-up terminal. EAGAIN (non-blocking input) is not.
          closed = result == 0 || (errno != EAGAIN && errno != EWOULDBLOCK)
          break
        }
      } while count < storage.count
        && SystemCall.waitUntilReady(
          input, events: Int16(POLLIN),
          timeoutMilliseconds: count >= Self.burstBytes ? Self.burstGapMilliseconds : 0) != 0
    }
    if count > 0 { return .input(Array(buffer[0..<count])) }
    return closed ? .inputClosed : nil
  }
}
