import DeclTerminal

extension TerminalDetection {
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
