import Decl
import Dispatch
import Foundation

/// The live loop: input arrives on a reader thread that sleeps in poll(2); everything else
/// (state, layout, drawing, writing frames) happens on the main actor. Changes schedule one
/// frame, so any number of writes in between cost one frame; with nothing happening, neither
/// thread runs.
@MainActor
final class TerminalRunLoop {
  private let driver: TerminalDriver
  private let renderer: FrameRenderer
  private var frameScheduled = false
  private var isRendering = false
  private var barCursorShown = false
  /// Wakeups of the input thread and of the main queue on the loop's behalf.
  let wakeups = WakeupCounter()
  /// Where each frame's counters go when `DECL_STATS` names a file.
  private let statsLog: FrameStatsLog?
  /// When the app started, for the first frame's `startup_us`.
  private let startedAt: ContinuousClock.Instant

  init(
    driver: TerminalDriver, root: any View, depth: ColorDepth,
    environment: [String: String] = [:], startedAt: ContinuousClock.Instant = .now
  ) {
    self.driver = driver
    self.startedAt = startedAt
    statsLog = FrameStatsLog(environment: environment)
    let size = driver.size()
    renderer = FrameRenderer(
      root: root, size: Size(width: size.width, height: size.height),
      encoder: FrameEncoder(depth: depth))
  }

  /// Draws the first frame, starts the reader thread and hands the main thread to the main
  /// queue. Never returns: the app ends through `stop()` and `exit`.
  func run() -> Never {
    renderer.graph.context.onNeedsUpdate = { [weak self] in self?.scheduleFrame() }
    renderFrame()
    let wakeups = wakeups
    let reader = InputReader(driver: UncheckedDriver(driver: driver), wakeups: wakeups) {
      [weak self] message in
      DispatchQueue.main.async {
        wakeups.increment()
        MainActor.assumeIsolated { self?.receive(message) }
      }
    }
    reader.start()
    dispatchMain()
  }

  /// Restores the terminal.
  func stop() {
    driver.restore()
  }

  private func scheduleFrame() {
    // Changes made while a frame is being rendered are part of that frame.
    guard !frameScheduled, !isRendering else { return }
    frameScheduled = true
    DispatchQueue.main.async {
      MainActor.assumeIsolated {
        self.wakeups.increment()
        self.frameScheduled = false
        self.renderFrame()
      }
    }
  }

  private func renderFrame() {
    isRendering = true
    let bytes = renderer.renderFrame()
    isRendering = false
    let wantsBar = renderer.graph.context.cursor != nil
    if wantsBar != barCursorShown {
      barCursorShown = wantsBar
      driver.setCursorShape(bar: wantsBar)
    }
    if !bytes.isEmpty { driver.write(bytes) }
    if let statsLog { record(renderer.stats.lastFrame, to: statsLog) }
  }

  private func record(_ frame: FrameStats, to log: FrameStatsLog) {
    guard frame.frame == 1 else {
      log.record(frame, extra: ["wakeups": wakeups.value])
      return
    }
    let startup = (ContinuousClock.now - startedAt).microseconds
    log.record(frame, extra: ["wakeups": wakeups.value, "startup_us": startup])
  }

  private func receive(_ message: InputReader.Message) {
    switch message {
    case .events(let events):
      for event in events { handle(event) }
    case .resized:
      let size = driver.size()
      renderer.resize(to: Size(width: size.width, height: size.height))
    case .resumed:
      let size = driver.size()
      renderer.resize(to: Size(width: size.width, height: size.height))
      barCursorShown = false
    case .closed:
      TerminalApp.quit()
    }
    renderFrame()
  }

  private func handle(_ event: InputEvent) {
    switch event {
    case .key(let key):
      switch key.key {
      case .ctrl("c"):
        TerminalApp.quit()
      case .ctrl("z"):
        driver.suspend()
      default:
        renderer.graph.handle(key)
      }
    case .paste(let text):
      renderer.graph.paste(text)
    case .mouse(let mouse):
      renderer.graph.handle(mouse)
    }
  }
}

/// The driver, handed to the reader thread. Only `wait` runs there; writes and mode changes
/// stay on the main actor, and the two never touch the same state (poll versus write).
struct UncheckedDriver: @unchecked Sendable {
  let driver: TerminalDriver
}

/// Reads and decodes input on its own thread, sleeping in poll(2) between bytes.
final class InputReader: @unchecked Sendable {
  enum Message: Sendable {
    case events([InputEvent])
    case resized
    case resumed
    case closed
  }

  private let driver: UncheckedDriver
  private let wakeups: WakeupCounter
  private let deliver: @Sendable (Message) -> Void
  // Only the reader thread touches the decoder.
  private var decoder = InputDecoder()

  init(
    driver: UncheckedDriver, wakeups: WakeupCounter,
    deliver: @escaping @Sendable (Message) -> Void
  ) {
    self.driver = driver
    self.wakeups = wakeups
    self.deliver = deliver
  }

  func start() {
    let thread = Thread { [self] in loop() }
    thread.name = "Decl input"
    thread.start()
  }

  private func loop() {
    while true {
      let reason = driver.driver.wait(timeoutMilliseconds: decoder.pendingTimeoutMilliseconds)
      wakeups.increment()
      switch reason {
      case .input(let bytes):
        let events = decoder.feed(bytes)
        if !events.isEmpty { deliver(.events(events)) }
      case .timeout:
        let events = decoder.flush()
        if !events.isEmpty { deliver(.events(events)) }
      case .resized:
        deliver(.resized)
      case .resumed:
        deliver(.resumed)
      case .woken:
        continue
      case .inputClosed:
        deliver(.closed)
        return
      }
    }
  }
}
