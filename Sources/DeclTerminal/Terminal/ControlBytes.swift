/// Fixed escape sequences, as bytes so appending them is a memcpy.
package enum ControlBytes {
  package static let escape: UInt8 = 0x1B
  package static let reset: [UInt8] = Array("\u{1B}[0m".utf8)
  static let clearScreenFromHome: [UInt8] = Array("\u{1B}[H\u{1B}[2J".utf8)
  static let resetScrollRegion: [UInt8] = Array("\u{1B}[r".utf8)
  package static let eraseBelow: [UInt8] = Array("\u{1B}[J".utf8)
  package static let eraseLine: [UInt8] = Array("\u{1B}[K".utf8)
  static let hideCursor: [UInt8] = Array("\u{1B}[?25l".utf8)
  static let showCursor: [UInt8] = Array("\u{1B}[?25h".utf8)
  static let beginSynchronized: [UInt8] = Array("\u{1B}[?2026h".utf8)
  static let endSynchronized: [UInt8] = Array("\u{1B}[?2026l".utf8)
  /// OSC 11 asking for the background colour.
  package static let backgroundColorQuery: [UInt8] = Array("\u{1B}]11;?\u{1B}\\".utf8)
  /// ST (`ESC \`), which ends OSC, DCS and APC strings.
  static let stringTerminator: [UInt8] = [0x1B, 0x5C]
}

/// Number of decimal digits of a non-negative integer.
@inline(__always)
package func decimalDigits(_ value: Int) -> Int {
  var digits = 1
  var rest = value
  while rest >= 10 {
    rest /= 10
    digits += 1
  }
  return digits
}

/// Byte cost of a CSI with one count parameter, omitted when it is 1 (`ESC[C` vs `ESC[5C`).
@inline(__always)
func countedCSICost(_ count: Int) -> Int {
  count == 1 ? 3 : 3 + decimalDigits(count)
}

/// Byte cost of the cursor position `ESC[r;cH`, shortened to `ESC[rH` / `ESC[H` where possible.
@inline(__always)
func cursorPositionCost(x: Int, y: Int) -> Int {
  if x == 0 { return y == 0 ? 3 : 3 + decimalDigits(y + 1) }
  return 4 + decimalDigits(y + 1) + decimalDigits(x + 1)
}

extension [UInt8] {
  /// Appends a non-negative integer in decimal.
  @inline(__always)
  mutating func appendDecimal(_ value: Int) {
    if value < 10 {
      append(UInt8(truncatingIfNeeded: 0x30 + value))
      return
    }
    let digits = decimalDigits(value)
    let start = count
    append(contentsOf: repeatElement(0x30, count: digits))
    var rest = value
    var index = start + digits - 1
    while index >= start {
      self[index] = UInt8(truncatingIfNeeded: 0x30 + rest % 10)
      rest /= 10
      index -= 1
    }
  }

  /// Appends `ESC[` + count (omitted when 1) + `final`, e.g. cursor forward `ESC[3C`.
  @inline(__always)
  mutating func appendCountedCSI(_ count: Int, _ final: UInt8) {
    append(ControlBytes.escape)
    append(0x5B)
    if count != 1 { appendDecimal(count) }
    append(final)
  }

  /// Appends the cheapest spelling of cursor position (zero-based `x`, `y`).
  @inline(__always)
  package mutating func appendCursorPosition(x: Int, y: Int) {
    append(ControlBytes.escape)
    append(0x5B)
    if x != 0 || y != 0 { appendDecimal(y + 1) }
    if x != 0 {
      append(0x3B)
      appendDecimal(x + 1)
    }
    append(0x48)
  }
}
