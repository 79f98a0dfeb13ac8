/// Asks the terminal once, at start, what it can do, and waits a bounded time for the answers.
///
/// The questions go out in one write, primary device attributes (DA1) last: every terminal
/// answers DA1, and answers in order, so its reply means every answer has come (tmux and
/// screen answer DA1 themselves and pass or answer the rest). A terminal that answers nothing
/// costs `boundMilliseconds`; answers that come later still reach the capabilities, through
/// the input decoder. Keys typed during the wait are dropped. This file holds the questions;
/// the conversation with a live terminal is the runtime's (`Runtime/TerminalDetection+Run.swift`).
package enum TerminalDetection {
  /// The longest a terminal that does not answer delays the start.
  package static let boundMilliseconds = 200
  /// The longest an inline run waits for the cursor position, which it cannot start without
  /// (a slow ssh link still gets there).
  package static let cursorReportBoundMilliseconds = 1_000

  /// What detection found.
  package struct Result {
    package var capabilities: TerminalCapabilities
    /// Where the cursor is, when `run` was asked for it and the terminal told.
    package var cursor: CursorPositionReport?

    package init(capabilities: TerminalCapabilities, cursor: CursorPositionReport? = nil) {
      self.capabilities = capabilities
      self.cursor = cursor
    }
  }

  /// The questions: kitty graphics (a 1×1 image query), XTVERSION, DECRQM for synchronized
  /// output, focus and colour scheme reports, the kitty keyboard flags, OSC 11 (background),
  /// the cursor position when asked, then DA1.
  package static func queries(cursorReport: Bool) -> [UInt8] {
    var text = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"
    text += "\u{1B}[>0q"
    for mode in [2026, 1004, 2031] { text += "\u{1B}[?\(mode)$p" }
    text += "\u{1B}[?u"
    var bytes = Array(text.utf8) + ControlBytes.backgroundColorQuery
    if cursorReport { bytes += Array("\u{1B}[6n".utf8) }
    return bytes + Array("\u{1B}[c".utf8)
  }
}
