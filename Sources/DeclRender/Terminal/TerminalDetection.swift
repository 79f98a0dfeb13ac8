/// Asks the terminal once, at start, what it can do, and waits a bounded time for the answers.
///
/// The questions go out in one write, primary device attributes (DA1) last: every terminal
/// answers DA1, and answers in order, so its reply means every answer has come (tmux and
/// screen answer DA1 themselves and pass or answer the rest). A terminal that answers nothing
/// costs `boundMilliseconds`; answers that come later still reach the capabilities, through
/// the input decoder. Keys typed during the wait are dropped.
enum TerminalDetection {
  /// The longest a terminal that does not answer delays the start.
  static let boundMilliseconds = 200
  /// The longest an inline run waits for the cursor position, which it cannot start without
  /// (a slow ssh link still gets there).
  static let cursorReportBoundMilliseconds = 1_000

  /// What detection found.
  struct Result {
    var capabilities: TerminalCapabilities
    /// Where the cursor is, when `run` was asked for it and the terminal told.
    var cursor: CursorPositionReport?
  }

  /// The questions: kitty graphics (a 1×1 image query), XTVERSION, DECRQM for synchronized
  /// output, focus and colour scheme reports, the kitty keyboard flags, OSC 11 (background),
  /// the cursor position when asked, then DA1.
  static func queries(cursorReport: Bool) -> [UInt8] {
    var text = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"
    text += "\u{1B}[>0q"
    for mode in [2026, 1004, 2031] { text += "\u{1B}[?\(mode)$p" }
    text += "\u{1B}[?u"
    var bytes = Array(text.utf8) + ControlBytes.backgroundColorQuery
    if cursorReport { bytes += Array("\u{1B}[6n".utf8) }
    return bytes + Array("\u{1B}[c".utf8)
  }

  /// Asks `driver`'s terminal (unless `capabilities.mayQuery` is false, when only the cursor
  /// position is asked for, if wanted) and returns what it said on top of `capabilities`;
  /// `DECL_TERMINAL` (`override`) is applied again last, so it wins over the answers. Call it
  /// after `driver.start()` and before the input thread starts.
  static func run(
    _ driver: TerminalDriver, capabilities: TerminalCapabilities, override: String?,
    cursorReport: Bool
  ) -> Result {
    var result = Result(capabilities: capabilities)
    let asks = capabilities.mayQuery
    guard asks || cursorReport else { return result }
    let bytes = asks ? queries(cursorReport: cursorReport) : Array("\u{1B}[6n".utf8)
    guard driver.write(bytes) else { return result }
    let start = SystemCall.monotonicMilliseconds()
    var decoder = InputDecoder()
    var received: [UInt8] = []
    var answered = false
    while !answered {
      let elapsed = SystemCall.monotonicMilliseconds() - start
      let waitsForCursor = cursorReport && result.cursor == nil
      // Without DA1's answer (or without asking), wait for the cursor report alone.
      let bound =
        waitsForCursor ? cursorReportBoundMilliseconds : asks ? boundMilliseconds : 0
      guard elapsed < bound else { break }
      guard case .input(let input) = driver.wait(timeoutMilliseconds: bound - elapsed) else {
        continue
      }
      if waitsForCursor {
        received += input
        result.cursor = CursorPositionReport.parse(received)
        if !asks, result.cursor != nil { break }
      }
      for case .terminal(let reply) in decoder.feed(input) {
        result.capabilities.apply(reply)
        if case .primaryDeviceAttributes = reply { answered = true }
      }
    }
    if let override { result.capabilities.apply(override: override) }
    return result
  }
}
