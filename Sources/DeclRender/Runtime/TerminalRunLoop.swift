import Decl
import DeclCanvas
import DeclTerminal
import Dispatch
import Foundation

/// The live loop: input arrives on a reader thread that sleeps in poll(2); everything else
/// (state, layout, drawing, writing frames) happens on the main actor. Changes schedule one
/// frame, so any number of writes in between cost one frame; with nothing happening, neither
/// thread runs.
///
/// Input that arrives together is applied together and drawn in one frame (typed characters
/// go to a text field as one insertion). Ctrl-C does not wait for it: the reader thread quits
/// as soon as it decodes one.
@MainActor
final class TerminalRunLoop {
  private let driver: TerminalDriver
  private let output: TerminalOutput
  private let renderer: FrameRenderer
  private var frameScheduled = false
  private var isRendering = false
  /// True while input is being handled: the frame is scheduled once it has been.
  private var isReceiving = false
  private var barCursorShown = false
  /// Wakeups of the input thread and of the main queue on the loop's behalf.
  let wakeups = WakeupCounter()
  /// Where each frame's counters go when `DECL_STATS` names a file.
  private let statsLog: FrameStatsLog?
  /// When the app started, for the first frame's `startup_us`.
  private let startedAt: ContinuousClock.Instant
  /// What an inline run leaves on screen when it ends.
  private let inlineExit: InlineExit
  /// The region whose exit placement the driver holds, to update it only when it moves.
  private var placedRegion: InlineRegion?
  /// Set for a run that returns (`start(onEnd:)`): called once on the main actor after the
  /// terminal was restored, with true when Ctrl-C ended it.
  private var onEnd: ((_ interrupted: Bool) -> Void)?
  private var reader: InputReader?
  private var hasEnded = false
  /// What the terminal can do; replies that come while the app runs update it.
  private var capabilities: TerminalCapabilities
  /// Whether the terminal window has focus (focus reports, mode 1004).
  private var hasFocus = true
  /// After an inline run's terminal was resized: the region row the cursor was on, until the
  /// terminal says which screen row that is now. No frame is drawn meanwhile (it could land
  /// on the user's scrollback), for at most `cursorReportWait`.
  private var awaitedCursorOffset: Int?
  private var cursorRequests = 0
  /// How long a resized inline run waits for the cursor report before drawing where it
  /// guesses the region is (the region's old row, if still on screen).
  static let cursorReportWait: DispatchTimeInterval = .seconds(1)

  init(
    driver: TerminalDriver, root: any View, capabilities: TerminalCapabilities,
    environment: [String: String] = [:], startedAt: ContinuousClock.Instant = .now,
    inlineOrigin: Int? = nil, inlineExit: InlineExit = .keep,
    sceneStorage: SceneStorageValues? = nil
  ) {
    self.driver = driver
    self.inlineExit = inlineExit
    self.capabilities = capabilities
    output = TerminalOutput(driver: driver)
    self.startedAt = startedAt
    statsLog = FrameStatsLog(environment: environment)
    let size = driver.size()
    UIScreen.main.cells = (size.width, size.height)
    let encoder = FrameEncoder(depth: capabilities.colorDepth)
    encoder.hyperlinks = capabilities.hyperlinks
    encoder.kittyGraphics = capabilities.kittyGraphics
    encoder.sixelGraphics = capabilities.sixel
    if let cell = TerminalSize.cellPixels(descriptor: driver.outputDescriptor) {
      encoder.cellPixelSize = Size(width: cell.width, height: cell.height)
    }
    if capabilities.synchronizedOutput == false { encoder.synchronizedOutputThreshold = .max }
    var rootEnvironment = EnvironmentValues()
    if let background = capabilities.background {
      rootEnvironment.colorScheme = background.isDark ? .dark : .light
    }
    renderer = FrameRenderer(
      root: root, size: Size(width: size.width, height: size.height),
      environment: rootEnvironment, encoder: encoder, sceneStorage: sceneStorage)
    if let inlineOrigin { renderer.drawInline(from: inlineOrigin) }
    let reports = [(1004, capabilities.focusEvents), (2031, capabilities.colorSchemeReports)]
    driver.enableReports(reports.filter(\.1).map(\.0))
    if capabilities.kittyKeyboard {
      driver.enableKittyKeyboard()
      renderer.graph.context.interaction.keyReleasesReported = true
    }
    installServices(inline: inlineOrigin != nil)
  }

  /// Makes copying write the terminal's clipboard (OSC 52, where it can) and a URL left to the
  /// system open in the platform's opener (printed instead by an inline run, whose output
  /// stays in the scrollback).
  private func installServices(inline: Bool) {
    let output = output
    let writer: @Sendable (String) -> Void = { text in output.write(ClipboardWrite.bytes(text)) }
    Clipboard.install(writer: capabilities.clipboard ? writer : nil)
    OpenURLAction.system = { url in
      if inline {
        print(url.absoluteString)
        return true
      }
      return SystemOpener.open(url)
    }
  }

  /// Draws the first frame, starts the reader thread and hands the main thread to the main
  /// queue. Never returns: the app ends through `quit(status:)` and `exit`.
  func run() -> Never {
    startLoop()
    dispatchMain()
  }

  /// Draws the first frame and starts the reader thread, for a run that returns: it ends
  /// with `end()` or Ctrl-C, which restore the terminal and then call `onEnd`.
  func start(onEnd: @escaping (_ interrupted: Bool) -> Void) {
    self.onEnd = onEnd
    startLoop()
  }

  private func startLoop() {
    renderer.graph.context.updates.onNeedsUpdate = { [weak self] in self?.scheduleFrame() }
    renderFrame()
    let wakeups = wakeups
    let output = output
    let returns = onEnd != nil
    let reader = InputReader(
      driver: UncheckedDriver(driver: driver), wakeups: wakeups,
      interrupt: { [weak self] in
        guard returns else { output.quit(status: 0) }
        // Restored here, at once, as a quitting app is; the run ends on the main actor.
        output.restore()
        DispatchQueue.main.async { MainActor.assumeIsolated { self?.end(interrupted: true) } }
      }
    ) { [weak self] message in
      DispatchQueue.main.async {
        wakeups.increment()
        MainActor.assumeIsolated { self?.receive(message) }
      }
    }
    self.reader = reader
    reader.start()
  }

  /// Ends a run started with `start(onEnd:)`: draws what changed since the last frame (the
  /// choice that ended it), restores the terminal, stops the reader, then calls `onEnd`.
  func end(interrupted: Bool = false) {
    guard !hasEnded, let onEnd else { return }
    hasEnded = true
    if !interrupted && !isRendering { renderFrame() }
    renderer.graph.context.updates.onNeedsUpdate = nil
    reader?.stop()
    output.restore()
    onEnd(interrupted)
  }

  /// Restores the terminal and exits with `status`.
  func quit(status: Int32) -> Never {
    output.quit(status: status)
  }

  private func scheduleFrame() {
    // Changes made while a frame is being rendered are part of that frame; changes made while
    // input is handled ask for the frame `receive` schedules after it.
    guard !frameScheduled, !isRendering, !isReceiving, !hasEnded, awaitedCursorOffset == nil
    else { return }
    frameScheduled = true
    DispatchQueue.main.async {
      MainActor.assumeIsolated {
        guard !self.hasEnded else { return }
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
    let wantsBar = renderer.graph.context.lastFrame.cursor != nil
    if wantsBar != barCursorShown {
      barCursorShown = wantsBar
      output.setCursorShape(bar: wantsBar)
    }
    // What the user wrote is on disk before it is drawn: a signal that follows what the user
    // saw finds it there.
    StorageFlush.synchronize()
    if !bytes.isEmpty { output.write(bytes) }
    if let region = renderer.inlineRegion, region != placedRegion {
      placedRegion = region
      output.setExitPlacement(region.exitPlacement(inlineExit))
    }
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

  /// Handles what the reader delivered, then schedules the frame that shows it. The frame
  /// runs after whatever the input queued on the main queue meanwhile (a
  /// `receive(on: RunLoop.main)` in a view model), so their changes share it.
  private func receive(_ message: InputReader.Message) {
    guard !hasEnded else { return }
    isReceiving = true
    switch message {
    case .events(let events):
      apply(events)
    case .resized:
      let size = driver.size()
      UIScreen.main.cells = (size.width, size.height)
      let offset = awaitedCursorOffset ?? renderer.inlineCursorRow
      renderer.resize(to: Size(width: size.width, height: size.height))
      if let offset { askWhereTheRegionWent(cursorOffset: offset) }
    case .resumed:
      let size = driver.size()
      // The shell printed below an inline region meanwhile: start again on the bottom row.
      renderer.resize(to: Size(width: size.width, height: size.height), forgetOrigin: true)
      barCursorShown = false
    case .closed:
      guard onEnd != nil else { TerminalApp.quit() }
      isReceiving = false
      return end()
    }
    isReceiving = false
    scheduleFrame()
  }

  /// Applies events in order; Ctrl-Z suspends after the events before it. The scene is in
  /// the background while the process is stopped: `onChange(of: scenePhase)` actions run
  /// before the stop (to save, say) and again after `fg`.
  private func apply(_ events: [InputEvent]) {
    var events = events
    events.removeAll { event in
      guard case .terminal(let reply) = event else { return false }
      receive(reply)
      return true
    }
    var start = events.startIndex
    for index in events.indices {
      guard case .key(let key) = events[index], key.isTerminalKey(.suspend), key.phase == .press
      else { continue }
      renderer.apply(events[start..<index])
      renderer.graph.setScenePhase(.background)
      driver.suspend()
      renderer.graph.setScenePhase(hasFocus ? .active : .inactive)
      start = index + 1
    }
    renderer.apply(events[start...])
  }
}

extension TerminalRunLoop {
  /// A resized terminal moves what it shows: xterm sends the rows above the cursor to the
  /// scrollback when the window gets shorter than the cursor's row, tmux pulls them back when
  /// it grows, others rewrap. The cursor stays with its line, so the terminal's answer to
  /// where the cursor is (asked from the first column, so the answer is not a key) tells
  /// where the region went, and it is redrawn there: nothing is drawn over the scrollback and
  /// no copy of the old region is left above the new one.
  private func askWhereTheRegionWent(cursorOffset: Int) {
    awaitedCursorOffset = cursorOffset
    cursorRequests += 1
    let request = cursorRequests
    output.write([0x0D] + Array("\u{1B}[6n".utf8))
    DispatchQueue.main.asyncAfter(deadline: .now() + Self.cursorReportWait) {
      MainActor.assumeIsolated {
        guard self.cursorRequests == request, self.awaitedCursorOffset != nil else { return }
        self.awaitedCursorOffset = nil
        self.scheduleFrame()
      }
    }
  }

  /// A reply or report of the terminal: capabilities it tells late, focus moving the scene
  /// between active and inactive, the colour scheme following the terminal's background, and
  /// where a resized inline region is now.
  private func receive(_ reply: TerminalReply) {
    capabilities.apply(reply)
    switch reply {
    case .cursorRow(let row):
      guard let offset = awaitedCursorOffset else { break }
      awaitedCursorOffset = nil
      renderer.placeInline(at: row - offset)
    case .focus(let focused):
      hasFocus = focused
      renderer.graph.setScenePhase(focused ? .active : .inactive)
    case .background(let color):
      renderer.graph.setTerminalColorScheme(color.isDark ? .dark : .light)
    case .colorScheme(let dark):
      renderer.graph.setTerminalColorScheme(dark ? .dark : .light)
      // Ask for the colour itself too, for what reads it.
      output.write(ControlBytes.backgroundColorQuery)
    default:
      break
    }
  }
}

/// The driver, handed to the reader thread. Only `wait` runs there; writes and mode changes
/// stay on the main actor (or go through `TerminalOutput`), and the two never touch the same
/// state (poll versus write).
struct UncheckedDriver: @unchecked Sendable {
  let driver: TerminalDriver
}
