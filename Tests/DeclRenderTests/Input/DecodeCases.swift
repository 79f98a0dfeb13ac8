import Testing

@testable import DeclRender

/// One pinned input and the events it must decode to (after a final flush).
struct DecodeCase: Sendable, CustomTestStringConvertible {
  let name: String
  let input: [UInt8]
  let expected: [InputEvent]

  var testDescription: String { name }

  init(_ name: String, _ input: String, _ expected: InputEvent...) {
    self.init(name, bytes: bytes(input), expected)
  }

  init(_ name: String, bytes input: [UInt8], _ expected: [InputEvent]) {
    self.name = name
    self.input = input
    self.expected = expected
  }
}

private let replacement = char("\u{FFFD}")

extension DecodeCase {
  static let text: [DecodeCase] = [
    DecodeCase("ascii letter", "a", char("a")),
    DecodeCase("ascii word", "hi!", char("h"), char("i"), char("!")),
    DecodeCase("space", " ", char(" ")),
    DecodeCase("two-byte UTF-8", "é", char("é")),
    DecodeCase("three-byte UTF-8", "€日", char("€"), char("日")),
    DecodeCase("four-byte UTF-8", "𝄞", char("𝄞")),
    DecodeCase("combining mark", "e\u{301}x", char("e\u{301}"), char("x")),
    DecodeCase("several combining marks", "a\u{301}\u{302}\u{303}", char("a\u{301}\u{302}\u{303}")),
    DecodeCase("skin tone", "👍🏽", char("👍🏽")),
    DecodeCase("ZWJ family", "👨‍👩‍👧‍👦", char("👨‍👩‍👧‍👦")),
    DecodeCase("VS16", "❤️", char("❤️")),
    DecodeCase("keycap", "1️⃣", char("1️⃣")),
    DecodeCase("regional indicator pairs", "🇺🇸🇫🇷", char("🇺🇸"), char("🇫🇷")),
    DecodeCase("hangul jamo", "\u{1100}\u{1161}\u{11A8}", char("\u{1100}\u{1161}\u{11A8}")),
    DecodeCase("emoji between letters", "a👍🏽b", char("a"), char("👍🏽"), char("b")),
    DecodeCase("cluster then enter", "e\u{301}\r", char("e\u{301}"), key(.enter)),
    DecodeCase("C1 control dropped", "a\u{9B}b", char("a"), char("b")),
  ]

  static let invalidUTF8: [DecodeCase] = [
    DecodeCase("stray continuation", bytes: [0x80], [replacement]),
    DecodeCase("invalid lead", bytes: [0xFF, 0x41], [replacement, char("A")]),
    DecodeCase("truncated at end", bytes: [0xC3], [replacement]),
    DecodeCase("truncated before ASCII", bytes: [0xE2, 0x82, 0x41], [replacement, char("A")]),
    DecodeCase("truncated before ESC", bytes: [0xC3, 0x1B], [replacement, key(.escape)]),
    DecodeCase("overlong", bytes: [0xC0, 0xAF], [replacement, replacement]),
    DecodeCase("surrogate", bytes: [0xED, 0xA0, 0x80], [replacement, replacement, replacement]),
    DecodeCase(
      "above U+10FFFF", bytes: [0xF4, 0x90, 0x80, 0x80], Array(repeating: replacement, count: 4)),
    DecodeCase(
      "bad then good", bytes: [0xE2, 0x28, 0xC3, 0xA9], [replacement, char("("), char("é")]),
  ]

  static let controls: [DecodeCase] = [
    DecodeCase("CR", "\r", key(.enter)),
    DecodeCase("LF", "\n", key(.enter)),
    DecodeCase("tab", "\t", key(.tab)),
    DecodeCase("DEL", "\u{7F}", key(.backspace)),
    DecodeCase("BS", "\u{8}", key(.backspace)),
    DecodeCase("ctrl-space", bytes: [0x00], [key(.ctrl(" "))]),
    DecodeCase("ctrl-a", "\u{1}", key(.ctrl("a"))),
    DecodeCase("ctrl-c", "\u{3}", key(.ctrl("c"))),
    DecodeCase("ctrl-l", "\u{C}", key(.ctrl("l"))),
    DecodeCase("ctrl-z", "\u{1A}", key(.ctrl("z"))),
    DecodeCase("ctrl-backslash", "\u{1C}", key(.ctrl("\\"))),
    DecodeCase("ctrl-underscore", "\u{1F}", key(.ctrl("_"))),
    DecodeCase("typing then ctrl", "ab\u{3}", char("a"), char("b"), key(.ctrl("c"))),
  ]

  static let escapes: [DecodeCase] = [
    DecodeCase("lone ESC", "␛", key(.escape)),
    DecodeCase("ESC ESC", "␛␛", key(.escape, .option)),
    DecodeCase("alt-a", "␛a", char("a", .option)),
    DecodeCase("alt-A", "␛A", char("A", .option)),
    DecodeCase("alt-space", "␛ ", char(" ", .option)),
    DecodeCase("alt-é", "␛é", char("é", .option)),
    DecodeCase("alt-emoji cluster", "␛👍🏽", char("👍🏽", .option)),
    DecodeCase("three ESC", "␛␛␛", key(.escape, .option), key(.escape)),
    DecodeCase("alt-ctrl-c", "␛\u{3}", key(.ctrl("c"), .option)),
    DecodeCase("alt-backspace", "␛\u{7F}", key(.backspace, .option)),
    DecodeCase("alt-enter", "␛\r", key(.enter, .option)),
    DecodeCase("alt-tab", "␛\t", key(.tab, .option)),
    DecodeCase("alt-[ alone", "␛[", char("[", .option)),
    DecodeCase("alt-O alone", "␛O", char("O", .option)),
    DecodeCase("alt-] alone", "␛]", char("]", .option)),
    DecodeCase("alt-P alone", "␛P", char("P", .option)),
    DecodeCase("alt-[ then enter", "␛[\r", char("[", .option), key(.enter)),
    DecodeCase("alt-] then enter", "␛]\r", char("]", .option), key(.enter)),
    DecodeCase("alt-escape then letter", "␛␛a", key(.escape, .option), char("a")),
    DecodeCase("alt-up via ESC ESC", "␛␛[A", key(.up, .option)),
    DecodeCase("alt-down via ESC ESC SS3", "␛␛OB", key(.down, .option)),
    DecodeCase("text, ESC, text", "a␛b", char("a"), char("b", .option)),
  ]

  static let navigation: [DecodeCase] = [
    DecodeCase("CSI up", "␛[A", key(.up)),
    DecodeCase("CSI down", "␛[B", key(.down)),
    DecodeCase("CSI right", "␛[C", key(.right)),
    DecodeCase("CSI left", "␛[D", key(.left)),
    DecodeCase("SS3 up", "␛OA", key(.up)),
    DecodeCase("SS3 down", "␛OB", key(.down)),
    DecodeCase("SS3 right", "␛OC", key(.right)),
    DecodeCase("SS3 left", "␛OD", key(.left)),
    DecodeCase("CSI home", "␛[H", key(.home)),
    DecodeCase("CSI end", "␛[F", key(.end)),
    DecodeCase("SS3 home", "␛OH", key(.home)),
    DecodeCase("SS3 end", "␛OF", key(.end)),
    DecodeCase("CSI 1~ home", "␛[1~", key(.home)),
    DecodeCase("CSI 7~ home", "␛[7~", key(.home)),
    DecodeCase("CSI 4~ end", "␛[4~", key(.end)),
    DecodeCase("CSI 8~ end", "␛[8~", key(.end)),
    DecodeCase("insert", "␛[2~", key(.insert)),
    DecodeCase("delete", "␛[3~", key(.delete)),
    DecodeCase("page up", "␛[5~", key(.pageUp)),
    DecodeCase("page down", "␛[6~", key(.pageDown)),
    DecodeCase("back tab", "␛[Z", key(.backTab)),
    DecodeCase("SS3 keypad enter", "␛OM", key(.enter)),
    DecodeCase("SS3 keypad digits", "␛Op␛Oy␛Ok", char("0"), char("9"), char("+")),
    DecodeCase("rxvt shift-up", "␛[a", key(.up, .shift)),
    DecodeCase("rxvt ctrl-right", "␛Oc", key(.right, .control)),
    DecodeCase("keys back to back", "␛[A␛[B␛OCx", key(.up), key(.down), key(.right), char("x")),
  ]

  static let functionKeys: [DecodeCase] = [
    DecodeCase("SS3 F1-F4", "␛OP␛OQ␛OR␛OS", fn(1), fn(2), fn(3), fn(4)),
    DecodeCase("CSI 11~-15~", "␛[11~␛[12~␛[13~␛[14~␛[15~", fn(1), fn(2), fn(3), fn(4), fn(5)),
    DecodeCase(
      "CSI 17~-21~", "␛[17~␛[18~␛[19~␛[20~␛[21~", fn(6), fn(7), fn(8), fn(9), fn(10)),
    DecodeCase("F11 F12", "␛[23~␛[24~", fn(11), fn(12)),
    DecodeCase("shift-F1 CSI", "␛[1;2P", fn(1, .shift)),
    DecodeCase("ctrl-F4 CSI", "␛[1;5S", fn(4, .control)),
    DecodeCase("shift-F5", "␛[15;2~", fn(5, .shift)),
    DecodeCase("ctrl-F12", "␛[24;5~", fn(12, .control)),
    DecodeCase("alt-F9", "␛[20;3~", fn(9, .option)),
    DecodeCase("SS3 with modifier", "␛O2P", fn(1, .shift)),
    DecodeCase("linux console F1", "␛[[A", fn(1)),
    DecodeCase("linux console F5", "␛[[E", fn(5)),
    DecodeCase("cursor position report ignored", "␛[12;40R"),
    DecodeCase("cursor row report", "␛[12;1R", .terminal(.cursorRow(11))),
    DecodeCase("first-row report is not F3", "␛[1;1R", .terminal(.cursorRow(0))),
    DecodeCase("shift-F3 stays a key", "␛[1;2R", fn(3, .shift)),
  ]

  static let modifiers: [DecodeCase] = [
    DecodeCase("ctrl-right", "␛[1;5C", key(.right, .control)),
    DecodeCase("shift-up", "␛[1;2A", key(.up, .shift)),
    DecodeCase("alt-left", "␛[1;3D", key(.left, .option)),
    DecodeCase("shift-alt-down", "␛[1;4B", key(.down, [.shift, .option])),
    DecodeCase("ctrl-shift-up", "␛[1;6A", key(.up, [.shift, .control])),
    DecodeCase("ctrl-alt-home", "␛[1;7H", key(.home, [.option, .control])),
    DecodeCase("all modifiers end", "␛[1;8F", key(.end, [.shift, .option, .control])),
    DecodeCase("ctrl-delete", "␛[3;5~", key(.delete, .control)),
    DecodeCase("alt-page-up", "␛[5;3~", key(.pageUp, .option)),
    DecodeCase("ctrl-back-tab", "␛[1;5Z", key(.backTab, .control)),
    DecodeCase("unknown modifier bits dropped", "␛[1;9A", key(.up)),
  ]

  static let kitty: [DecodeCase] = [
    DecodeCase("letter", "␛[97u", char("a")),
    DecodeCase("shift letter", "␛[97;2u", char("A")),
    DecodeCase("shift letter with alternate", "␛[97:65;2u", char("A")),
    DecodeCase("shift digit with alternate", "␛[49:33;2u", char("!")),
    DecodeCase("shift digit without alternate", "␛[49;2u", char("1", .shift)),
    DecodeCase("alt letter", "␛[97;3u", char("a", .option)),
    DecodeCase("ctrl-c", "␛[99;5u", key(.ctrl("c"))),
    DecodeCase("ctrl-shift-c", "␛[99;6u", key(.ctrl("c"), .shift)),
    DecodeCase("ctrl-alt-c", "␛[99;7u", key(.ctrl("c"), .option)),
    DecodeCase("ctrl-space", "␛[32;5u", key(.ctrl(" "))),
    DecodeCase("ctrl-digit", "␛[49;5u", char("1", .control)),
    DecodeCase("caps lock bit ignored", "␛[97;65u", char("a")),
    DecodeCase("enter", "␛[13u", key(.enter)),
    DecodeCase("shift-enter", "␛[13;2u", key(.enter, .shift)),
    DecodeCase("tab", "␛[9u", key(.tab)),
    DecodeCase("shift-tab", "␛[9;2u", key(.backTab)),
    DecodeCase("ctrl-shift-tab", "␛[9;6u", key(.backTab, .control)),
    DecodeCase("escape", "␛[27u", key(.escape)),
    DecodeCase("alt-escape", "␛[27;3u", key(.escape, .option)),
    DecodeCase("backspace", "␛[127u", key(.backspace)),
    DecodeCase("ctrl-backspace", "␛[127;5u", key(.backspace, .control)),
    DecodeCase("non-ASCII", "␛[233u", char("é")),
    DecodeCase("F13", "␛[57376u", fn(13)),
    DecodeCase("keypad digit", "␛[57399u", char("0")),
    DecodeCase("keypad enter", "␛[57414u", key(.enter)),
    DecodeCase("keypad left", "␛[57417;5u", key(.left, .control)),
    DecodeCase("release", "␛[97;1:3u", key(.char("a"), phase: .release)),
    DecodeCase("repeat", "␛[97;1:2u", key(.char("a"), phase: .repeat)),
    DecodeCase("arrow release", "␛[1;5:3A", key(.up, .control, phase: .release)),
    DecodeCase("arrow press event", "␛[1;5:1A", key(.up, .control)),
    DecodeCase("tilde-key repeat", "␛[3;1:2~", key(.delete, phase: .repeat)),
    DecodeCase("space release", "␛[32;1:3u", key(.char(" "), phase: .release)),
    DecodeCase("ctrl-c release", "␛[99;5:3u", key(.ctrl("c"), phase: .release)),
    DecodeCase("escape release", "␛[27;1:3u", key(.escape, phase: .release)),
    DecodeCase("ctrl-i is not tab", "␛[105;5u", key(.ctrl("i"))),
    DecodeCase("ctrl-enter", "␛[13;5u", key(.enter, .control)),
    DecodeCase("unknown event type ignored", "␛[97;1:4u"),
    DecodeCase("associated text", "␛[97:65;2;65u", char("A")),
    DecodeCase("associated text of a layout", "␛[49:33;2;33u", char("!")),
    DecodeCase("associated text, several scalars", "␛[101;1;101:769u", char("e\u{301}")),
    DecodeCase("associated text with ctrl is the chord", "␛[99;5;99u", key(.ctrl("c"))),
    DecodeCase("control code as text ignored", "␛[97;1;7u", char("a")),
    DecodeCase("text release", "␛[32;1:3u", key(.char(" "), phase: .release)),
    DecodeCase("enter release", "␛[13;1:3u", key(.enter, phase: .release)),
    DecodeCase("modifier key alone ignored", "␛[57441;2u"),
    DecodeCase("empty event type is a press", "␛[97;1:u", key(.char("a"))),
    DecodeCase("no code ignored", "␛[;5u"),
    DecodeCase("huge code ignored", "␛[99999999999999999999u"),
    DecodeCase("modifier key ignored", "␛[57441u"),
    DecodeCase("private-use code ignored", "␛[57344u"),
    DecodeCase("out-of-range code ignored", "␛[1114112u"),
    DecodeCase("control code ignored", "␛[1u"),
    DecodeCase("modifyOtherKeys ctrl-i", "␛[27;5;105~", key(.ctrl("i"))),
    DecodeCase("modifyOtherKeys shift-enter", "␛[27;2;13~", key(.enter, .shift)),
  ]

  static let pastes: [DecodeCase] = [
    DecodeCase("paste", "␛[200~hello␛[201~", .paste("hello")),
    DecodeCase("paste newlines", "␛[200~a\r\nb\rc\nd\r␛[201~", .paste("a\nb\nc\nd\n")),
    DecodeCase(
      "paste invalid UTF-8",
      bytes: bytes("␛[200~a") + [0xFF] + bytes("b") + [0xE2, 0x82] + bytes("␛[201~"),
      [.paste("a\u{FFFD}b\u{FFFD}")]),
    DecodeCase("paste keeps escapes", "␛[200~␛[A␛␛[20␛[201␛[201~", .paste("␛[A␛␛[20␛[201".escaped)),
    DecodeCase("empty paste", "␛[200~␛[201~", .paste("")),
    DecodeCase("unicode paste", "␛[200~日本👍🏽e\u{301}␛[201~", .paste("日本👍🏽e\u{301}")),
    DecodeCase("text around paste", "x␛[200~p␛[201~y", char("x"), .paste("p"), char("y")),
    DecodeCase("nested paste start", "␛[200~a␛[200~b␛[201~", .paste("a␛[200~b".escaped)),
    DecodeCase("stray paste end", "␛[201~a", char("a")),
    DecodeCase("two pastes", "␛[200~1␛[201~␛[200~2␛[201~", .paste("1"), .paste("2")),
  ]

  static let mice: [DecodeCase] = [
    DecodeCase("SGR left press", "␛[<0;10;5M", mouse(.press(.left), 9, 4)),
    DecodeCase("SGR left release", "␛[<0;10;5m", mouse(.release(.left), 9, 4)),
    DecodeCase("SGR middle press", "␛[<1;1;1M", mouse(.press(.middle), 0, 0)),
    DecodeCase("SGR right press", "␛[<2;3;4M", mouse(.press(.right), 2, 3)),
    DecodeCase("SGR left drag", "␛[<32;3;4M", mouse(.drag(.left), 2, 3)),
    DecodeCase("SGR right drag", "␛[<34;3;4M", mouse(.drag(.right), 2, 3)),
    DecodeCase("SGR move", "␛[<35;3;4M", mouse(.move, 2, 3)),
    DecodeCase("SGR wheel up", "␛[<64;5;6M", mouse(.scrollUp, 4, 5)),
    DecodeCase("SGR wheel down", "␛[<65;5;6M", mouse(.scrollDown, 4, 5)),
    DecodeCase("SGR wheel left", "␛[<66;5;6M", mouse(.scrollLeft, 4, 5)),
    DecodeCase("SGR wheel right", "␛[<67;5;6M", mouse(.scrollRight, 4, 5)),
    DecodeCase("SGR wheel release ignored", "␛[<64;5;6m"),
    DecodeCase("SGR shift", "␛[<4;1;1M", mouse(.press(.left), 0, 0, .shift)),
    DecodeCase("SGR alt", "␛[<8;1;1M", mouse(.press(.left), 0, 0, .option)),
    DecodeCase("SGR ctrl", "␛[<16;1;1M", mouse(.press(.left), 0, 0, .control)),
    DecodeCase(
      "SGR all modifiers", "␛[<28;1;1M", mouse(.press(.left), 0, 0, [.shift, .option, .control])),
    DecodeCase("SGR ctrl wheel", "␛[<80;1;1M", mouse(.scrollUp, 0, 0, .control)),
    DecodeCase("SGR back button", "␛[<128;1;1M", mouse(.press(.other(8)), 0, 0)),
    DecodeCase("SGR forward release", "␛[<129;1;1m", mouse(.release(.other(9)), 0, 0)),
    DecodeCase("SGR large coordinates", "␛[<0;300;200M", mouse(.press(.left), 299, 199)),
    DecodeCase("SGR zero coordinates clamp", "␛[<0;0;0M", mouse(.press(.left), 0, 0)),
    DecodeCase("SGR missing parameter", "␛[<0;1M"),
    DecodeCase("X10 press", bytes: bytes("␛[M") + [32, 42, 37], [mouse(.press(.left), 9, 4)]),
    DecodeCase(
      "X10 press and release",
      bytes: bytes("␛[M") + [34, 33, 33] + bytes("␛[M") + [35, 34, 33],
      [mouse(.press(.right), 0, 0), mouse(.release(.right), 1, 0)]),
    DecodeCase("X10 wheel", bytes: bytes("␛[M") + [96, 33, 33], [mouse(.scrollUp, 0, 0)]),
    DecodeCase("X10 drag", bytes: bytes("␛[M") + [64, 35, 36], [mouse(.drag(.left), 2, 3)]),
    DecodeCase("X10 move", bytes: bytes("␛[M") + [67, 33, 33], [mouse(.move, 0, 0)]),
    DecodeCase(
      "X10 high coordinates", bytes: bytes("␛[M") + [48, 255, 200],
      [mouse(.press(.left), 222, 167, .control)]),
  ]

  static let ignored: [DecodeCase] = [
    DecodeCase("unknown final", "␛[2J␛[1;5x"),
    DecodeCase("OSC nobody asked for", "␛]0;title\u{7}x", char("x")),
    DecodeCase("DCS that is no reply", "␛P1$r0m␛\\"),
    DecodeCase("APC that is no reply", "␛_Xhello␛\\"),
    DecodeCase("string cancelled", "␛]0;t\u{18}y", char("y")),
    DecodeCase("string aborted by sequence", "␛]0;a␛[A", key(.up)),
    DecodeCase("unfinished CSI then control", "␛[1;5\r", key(.enter)),
    DecodeCase("unfinished CSI at flush", "␛[1;5"),
    DecodeCase("unfinished CSI then UTF-8", "␛[1;5é", char("é")),
    DecodeCase("overlong CSI", "␛[" + String(repeating: "1;", count: 60) + "Ax", char("x")),
    DecodeCase(
      "overlong CSI then control", "␛[" + String(repeating: "9", count: 100) + "\r", key(.enter)),
  ]

  /// The terminal's answers and reports: consumed, handed on for the run loop, never typed.
  static let replies: [DecodeCase] = [
    DecodeCase("focus in", "␛[I", reply(.focus(true))),
    DecodeCase("focus out", "␛[O", reply(.focus(false))),
    DecodeCase(
      "focus between text", "a␛[Ib␛[Oc", char("a"), reply(.focus(true)), char("b"),
      reply(.focus(false)), char("c")),
    DecodeCase("device attributes", "␛[?62;4;22c", reply(.primaryDeviceAttributes([62, 4, 22]))),
    DecodeCase("synchronized output mode report", "␛[?2026;2$y", reply(.mode(2026, .reset))),
    DecodeCase("unknown mode report", "␛[?1004;0$y", reply(.mode(1004, .notRecognized))),
    DecodeCase("kitty keyboard flags", "␛[?1u", reply(.keyboardFlags(1))),
    DecodeCase("dark scheme report", "␛[?997;1n", reply(.colorScheme(dark: true))),
    DecodeCase("light scheme report", "␛[?997;2n", reply(.colorScheme(dark: false))),
    DecodeCase(
      "background with BEL", "␛]11;rgb:0000/0000/0000\u{7}x",
      reply(.background(.init(red: 0, green: 0, blue: 0))), char("x")),
    DecodeCase(
      "background with ST", "␛]11;rgb:ff/ff/ff␛\\x",
      reply(.background(.init(red: 255, green: 255, blue: 255))), char("x")),
    DecodeCase(
      "background with 4-digit channels", "␛]11;rgb:8080/0000/ffff␛\\",
      reply(.background(.init(red: 128, green: 0, blue: 255)))),
    DecodeCase("XTVERSION", "␛P>|xterm(380)␛\\", reply(.version("xterm(380)"))),
    DecodeCase("kitty graphics OK", "␛_Gi=31;OK␛\\", reply(.graphics(ok: true))),
    DecodeCase(
      "kitty graphics error", "␛_Gi=31;ENOENT:no such file␛\\", reply(.graphics(ok: false))),
    DecodeCase(
      "answers of a whole detection, then a key",
      "␛_Gi=31;OK␛\\␛P>|kitty(0.39.1)␛\\␛[?2026;2$y␛[?0u␛]11;rgb:ffff/ffff/ffff␛\\␛[?62;4c"
        + "q",
      reply(.graphics(ok: true)), reply(.version("kitty(0.39.1)")), reply(.mode(2026, .reset)),
      reply(.keyboardFlags(0)), reply(.background(.init(red: 255, green: 255, blue: 255))),
      reply(.primaryDeviceAttributes([62, 4])), char("q")),
  ]

  static let all: [DecodeCase] =
    text + invalidUTF8 + controls + escapes + navigation + functionKeys + modifiers + kitty
    + pastes + mice + ignored + replies
}

private func reply(_ reply: TerminalReply) -> InputEvent { .terminal(reply) }

private func fn(_ number: Int, _ modifiers: KeyModifiers = []) -> InputEvent {
  key(.function(number), modifiers)
}

extension String {
  /// This string with "␛" replaced by a real ESC.
  fileprivate var escaped: String { String(decoding: bytes(self), as: UTF8.self) }
}
