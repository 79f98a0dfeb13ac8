/// A terminal's answer to a query, or a report it sends by itself (focus, colour scheme).
///
/// `InputDecoder` recognises them among the keys and hands them on as `InputEvent.terminal`,
/// so an answer that comes late is consumed, never typed into a field.
public enum TerminalReply: Hashable, Sendable {
  /// `CSI ? 62 ; 4 ; … c`: the primary device attributes (4 means sixel graphics).
  case primaryDeviceAttributes([Int])
  /// `DCS > | name ST`: XTVERSION.
  case version(String)
  /// `APC G … ; OK ST` (or an error): the kitty graphics protocol's answer.
  case graphics(ok: Bool)
  /// `CSI ? mode ; state $ y`: DECRPM, whether a private mode is known and set.
  case mode(Int, ModeState)
  /// `CSI ? flags u`: the kitty keyboard protocol's current flags.
  case keyboardFlags(Int)
  /// `OSC 11 ; rgb:r/g/b ST`: the background colour.
  case background(TerminalCapabilities.RGB)
  /// `CSI ? 997 ; 1 n` (dark) or `2 n` (light): the colour scheme changed (mode 2031).
  case colorScheme(dark: Bool)
  /// `CSI I` / `CSI O`: the window gained or lost focus (mode 1004).
  case focus(Bool)
  /// `CSI row ; 1 R`: where the cursor is (0-based row), asked for with the cursor in the
  /// first column so the answer cannot be a key (`CSI 1 ; 2 R` is Shift-F3).
  case cursorRow(Int)

  /// DECRPM's answer about a mode.
  public enum ModeState: Int, Hashable, Sendable {
    case notRecognized = 0
    case set = 1
    case reset = 2
    case permanentlySet = 3
    case permanentlyReset = 4
  }

  /// The reply a finished CSI sequence is (its bytes between `CSI` and `final`), or nil when
  /// it is a key.
  package static func parse(csi body: [UInt8], final: UInt8) -> Self? {
    let marker = body.first.flatMap { (0x3C...0x3F).contains($0) ? $0 : nil }
    let rest = marker == nil ? body[...] : body.dropFirst()
    switch (marker, final) {
    case (nil, UInt8(ascii: "I")) where body.isEmpty: return .focus(true)
    case (nil, UInt8(ascii: "O")) where body.isEmpty: return .focus(false)
    case (nil, UInt8(ascii: "R")):
      let values = numbers(rest)
      guard values.count == 2, values[0] >= 1, values[1] == 1 else { return nil }
      return .cursorRow(values[0] - 1)
    case (UInt8(ascii: "?"), UInt8(ascii: "c")): return .primaryDeviceAttributes(numbers(rest))
    case (UInt8(ascii: "?"), UInt8(ascii: "u")): return .keyboardFlags(numbers(rest).first ?? 0)
    case (UInt8(ascii: "?"), UInt8(ascii: "y")):
      guard rest.last == UInt8(ascii: "$") else { return nil }
      let values = numbers(rest.dropLast())
      guard values.count == 2 else { return nil }
      return .mode(values[0], ModeState(rawValue: values[1]) ?? .notRecognized)
    case (UInt8(ascii: "?"), UInt8(ascii: "n")):
      let values = numbers(rest)
      guard values.count == 2, values[0] == 997 else { return nil }
      return .colorScheme(dark: values[1] == 1)
    default:
      return nil
    }
  }

  /// The reply a finished control string is: `introducer` is the byte after ESC (`P` for DCS,
  /// `]` for OSC, `_` for APC), `body` what came before its terminator.
  package static func parse(string body: [UInt8], introducer: UInt8) -> Self? {
    let text = String(decoding: body, as: UTF8.self)
    switch introducer {
    case UInt8(ascii: "P"):
      guard text.hasPrefix(">|") else { return nil }
      return .version(String(text.dropFirst(2)))
    case UInt8(ascii: "_"):
      guard text.hasPrefix("G"), let semicolon = text.firstIndex(of: ";") else { return nil }
      return .graphics(ok: text[text.index(after: semicolon)...] == "OK")
    case UInt8(ascii: "]"):
      guard text.hasPrefix("11;"), let rgb = color(text.dropFirst(3)) else { return nil }
      return .background(rgb)
    default:
      return nil
    }
  }

  /// `rgb:RRRR/GGGG/BBBB` (1 to 4 hex digits a channel) as 8-bit channels.
  private static func color(_ text: Substring) -> TerminalCapabilities.RGB? {
    guard text.hasPrefix("rgb:") else { return nil }
    let channels = text.dropFirst(4).split(separator: "/")
    guard channels.count == 3 else { return nil }
    var values: [UInt8] = []
    for channel in channels {
      guard (1...4).contains(channel.count), let value = Int(channel, radix: 16) else {
        return nil
      }
      let maximum = (1 << (4 * channel.count)) - 1
      values.append(UInt8((value * 255 + maximum / 2) / maximum))
    }
    return TerminalCapabilities.RGB(red: values[0], green: values[1], blue: values[2])
  }

  /// The `;`-separated decimal numbers of a parameter string (sub-parameters ignored).
  private static func numbers(_ bytes: ArraySlice<UInt8>) -> [Int] {
    bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map { part in
      var value = 0
      for byte in part {
        guard (0x30...0x39).contains(byte) else { break }
        value = min(value * 10 + Int(byte - 0x30), 9_999_999)
      }
      return value
    }
  }
}
