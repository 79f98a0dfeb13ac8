import DeclTerminal
import Foundation

/// Reads and decodes input on its own thread, sleeping in poll(2) between bytes.
///
/// Input that arrives together is delivered together: the driver reads a burst whole, and
/// events wait with the last typed character while the decoder holds it back (a combining
/// mark could still extend it), so a burst's last key does not cost a frame of its own.
/// Ctrl-C is acted on here, as soon as it is decoded, ahead of anything still waiting on the
/// main queue.
final class InputReader: @unchecked Sendable {
  enum Message: Sendable {
    case events([InputEvent])
    case resized
    case resumed
    case closed
  }

  /// How long decoded events may wait with a held-back character before they are delivered
  /// anyway, so input trickling in faster than the character timeout still shows.
  static let holdLimitMilliseconds = 20

  private let driver: UncheckedDriver
  private let wakeups: WakeupCounter
  private let interrupt: @Sendable () -> Void
  private let deliver: @Sendable (Message) -> Void
  // Only the reader thread touches the decoder.
  private var decoder = InputDecoder()
  /// Set by `stop()` (under `stopLock`); the thread reads it when woken.
  private var stopRequested = false
  private let stopLock = NSLock()
  /// Signalled when the thread has left its loop, so `stop()` can wait for it.
  private let finished = DispatchSemaphore(value: 0)

  /// `interrupt` runs on the reader thread for Ctrl-C, and the thread ends after it;
  /// `deliver` gets everything else.
  init(
    driver: UncheckedDriver, wakeups: WakeupCounter,
    interrupt: @escaping @Sendable () -> Void,
    deliver: @escaping @Sendable (Message) -> Void
  ) {
    self.driver = driver
    self.wakeups = wakeups
    self.interrupt = interrupt
    self.deliver = deliver
  }

  func start() {
    let thread = Thread { [self] in
      loop()
      finished.signal()
    }
    thread.name = "Decl input"
    thread.start()
  }

  /// Ends the thread and waits until it has stopped reading, so the next run's reader is the
  /// only one taking input. Only after `start()`.
  func stop() {
    stopLock.withLock { stopRequested = true }
    driver.driver.wake()
    finished.wait()
  }

  private func loop() {
    var held: [InputEvent] = []
    var heldSince = 0
    while true {
      let reason = driver.driver.wait(timeoutMilliseconds: decoder.pendingTimeoutMilliseconds)
      wakeups.increment()
      switch reason {
      case .input(let bytes):
        let events = decoder.feed(bytes)
        if events.contains(where: \.isInterrupt) { return interrupt() }
        if held.isEmpty { heldSince = SystemCall.monotonicMilliseconds() }
        held += events
        let holdsCharacterOnly =
          decoder.pendingTimeoutMilliseconds == InputDecoder.characterTimeoutMilliseconds
        if holdsCharacterOnly
          && SystemCall.monotonicMilliseconds() - heldSince < Self.holdLimitMilliseconds
        {
          continue
        }
      case .timeout:
        let events = decoder.flush()
        if events.contains(where: \.isInterrupt) { return interrupt() }
        held += events
      case .resized:
        deliverHeld(&held)
        deliver(.resized)
        continue
      case .resumed:
        deliverHeld(&held)
        deliver(.resumed)
        continue
      case .woken:
        if stopLock.withLock({ stopRequested }) { return }
        continue
      case .inputClosed:
        deliverHeld(&held)
        deliver(.closed)
        return
      }
      deliverHeld(&held)
    }
  }

  private func deliverHeld(_ held: inout [InputEvent]) {
    guard !held.isEmpty else { return }
    deliver(.events(held))
    held = []
  }
}

extension InputEvent {
  /// The quit key (Ctrl-C, with any modifiers) of the terminal key table going down; its
  /// release does not quit.
  fileprivate var isInterrupt: Bool {
    if case .key(let key) = self, key.isTerminalKey(.quit), key.phase != .release { return true }
    return false
  }
}
