/// The escape sequences that take the terminal into and out of the driver's modes.
///
/// Each direction is one byte string so it goes out in a single write(2): a terminal never sees
/// half the modes, and signal handlers can replay a precomputed copy.
package enum TerminalModes {
  /// Alternate screen (unless the run is inline), cursor hidden, bracketed paste, then mouse
  /// button + drag tracking reported in SGR form; plus the bar cursor when the app asked for it.
  /// `reports` are the private modes the terminal reports through once detection chose them
  /// (focus 1004, colour scheme 2031), set again after a resume; `keyboardFlags` the kitty
  /// keyboard protocol's flags, pushed on the terminal's stack when not nil.
  package static func enter(
    barCursor: Bool, alternateScreen: Bool = true, reports: [Int] = [], keyboardFlags: Int? = nil
  ) -> [UInt8] {
    var bytes = Array(
      ((alternateScreen ? "\u{1B}[?1049h" : "") + "\u{1B}[?25l" + "\u{1B}[?2004h"
        + "\u{1B}[?1000h" + "\u{1B}[?1002h" + "\u{1B}[?1006h").utf8)
    bytes += set(reports, on: true)
    if let keyboardFlags { bytes += pushKeyboardFlags(keyboardFlags) }
    if barCursor { bytes += cursorShape(bar: true) }
    return bytes
  }

  /// The kitty keyboard protocol's flags Decl asks for: disambiguated keys (1: Escape,
  /// Ctrl-I, Shift-Enter as their own `CSI u` keys), event types (2: repeats and releases),
  /// alternate keys (4), all keys as escape codes (8: without it a terminal reports no release
  /// of Space, Enter or any key that types text) and the text a key types (16, so Shift and
  /// the keyboard layout still decide the character). Typed text comes as `CSI u` then, so
  /// every exit path pops the flags (`restore`, signals, crashes, suspend).
  static let kittyKeyboardFlags = 0b11111

  /// `CSI > flags u`: pushes `flags` on the terminal's keyboard stack.
  static func pushKeyboardFlags(_ flags: Int) -> [UInt8] { Array("\u{1B}[>\(flags)u".utf8) }

  /// `CSI < u`: pops what `pushKeyboardFlags` pushed, back to the flags before.
  static let popKeyboardFlags = Array("\u{1B}[<u".utf8)

  /// DECSET (`ESC[?1004h`) or DECRST of each mode.
  package static func set(_ modes: [Int], on: Bool) -> [UInt8] {
    Array(modes.map { "\u{1B}[?\($0)\(on ? "h" : "l")" }.joined().utf8)
  }

  /// Undoes `enter` in reverse order: modes off, SGR reset, `placeCursor` (where an inline run
  /// leaves the cursor), cursor shape (only if the app ever changed it, so a user's own DECSCUSR
  /// setting survives), cursor shown, main screen back (only if it was left).
  package static func restore(
    resetCursorShape: Bool, alternateScreen: Bool = true, placeCursor: [UInt8] = [],
    reports: [Int] = [], keyboardFlags: Int? = nil
  ) -> [UInt8] {
    var bytes = keyboardFlags == nil ? [] : popKeyboardFlags
    bytes += set(reports.reversed(), on: false)
    bytes += Array(
      ("\u{1B}[?1006l" + "\u{1B}[?1002l" + "\u{1B}[?1000l" + "\u{1B}[?2004l" + "\u{1B}[0m").utf8)
    bytes += placeCursor
    if resetCursorShape { bytes += cursorShape(bar: false) }
    bytes += Array("\u{1B}[?25h".utf8)
    if alternateScreen { bytes += Array("\u{1B}[?1049l".utf8) }
    return bytes
  }

  /// DECSCUSR: `ESC[5 q` (blinking bar) or `ESC[0 q` (the terminal's default shape).
  static func cursorShape(bar: Bool) -> [UInt8] {
    Array((bar ? "\u{1B}[5 q" : "\u{1B}[0 q").utf8)
  }
}
