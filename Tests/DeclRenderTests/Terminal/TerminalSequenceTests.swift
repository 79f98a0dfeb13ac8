import Testing

@testable import DeclRender
@testable import DeclTesting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The byte strings and termios the driver uses, checked without a terminal.
struct TerminalSequenceTests {
  @Test func enterAndRestoreAreExactAndMirrorEachOther() {
    let enter = String(decoding: TerminalModes.enter(barCursor: false), as: UTF8.self)
    #expect(enter == "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h")
    let restore = String(decoding: TerminalModes.restore(resetCursorShape: false), as: UTF8.self)
    #expect(
      restore
        == "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
    let withShape = TerminalModes.restore(resetCursorShape: true)
    #expect(String(decoding: withShape, as: UTF8.self).contains("\u{1B}[0m\u{1B}[0 q\u{1B}[?25h"))
    #expect(TerminalModes.enter(barCursor: true).count <= SignalStorage.byteCapacity)
    #expect(withShape.count <= SignalStorage.byteCapacity)

    var model = TerminalModel(width: 10, height: 2)
    model.feed(TerminalModes.enter(barCursor: true))
    let (screen, cursorHidden) = (model.privateModes[1049], !model.cursorVisible)
    #expect(screen == true)
    #expect(cursorHidden)
    DemoHarness.expectModesOff(after: TerminalModes.enter(barCursor: true) + withShape)
  }

  @Test func rawModeIsCfmakerawWithSignalsOff() {
    var cooked = termios()
    cooked.c_iflag = tcflag_t(ICRNL | IXON | BRKINT)
    cooked.c_oflag = tcflag_t(OPOST | ONLCR)
    cooked.c_lflag = tcflag_t(ICANON | ECHO | ISIG | IEXTEN | ECHOE)
    cooked.c_cflag = tcflag_t(CS7 | PARENB | CREAD)
    let raw = RawMode.make(from: cooked)
    #expect(DemoHarness.isRaw(raw))
    #expect(raw.c_lflag & tcflag_t(ISIG) == 0)
    #expect(raw.c_lflag & tcflag_t(ECHOE) != 0)  // untouched bits stay
    #expect(raw.c_oflag & tcflag_t(ONLCR) != 0)  // inert without OPOST, restored as is
    #expect(raw.c_cflag & tcflag_t(CSIZE) == tcflag_t(CS8))
    #expect(raw.c_cflag & tcflag_t(PARENB) == 0)
    #expect(raw.c_cflag & tcflag_t(CREAD) != 0)
    var copy = raw
    let (minimum, time) = withUnsafeBytes(of: &copy.c_cc) { ($0[Int(VMIN)], $0[Int(VTIME)]) }
    #expect(minimum == 1)
    #expect(time == 0)
  }

  @Test func processStatParsesAwkwardCommandNames() {
    let line = "4242 (a) (b c) S 1 4242 4242 34816 4242 4194304 97 0 0 0 7 3 0 0 20 0 1 0 1 0"
    #expect(ProcessStat.parse(line) == ProcessStat(state: "S", cpuTicks: 10))
    #expect(ProcessStat.parse("garbage") == nil)
  }

  @Test func durationsBecomeMilliseconds() {
    #expect(PseudoTerminal.milliseconds(.seconds(2)) == 2000)
    #expect(PseudoTerminal.milliseconds(.milliseconds(15)) == 15)
    #expect(PseudoTerminal.milliseconds(.seconds(-1)) == 0)
  }
}
