import Decl
import DeclTesting
import Foundation
import Testing

@testable import DeclRender

/// A whole app (`DriverDemo capabilities`, see Tests/Support/DriverDemo/CapabilitiesDemo.swift)
/// on a pseudo-terminal that plays a modern terminal answering Decl's questions, or one that
/// answers nothing; the tests check the bytes Decl writes.
@Suite(
  .serialized,
  .enabled(if: DriverDemoLocator.path != nil, Comment(rawValue: DriverDemoLocator.skipMessage)))
struct TerminalCapabilityTerminalTests {
  private static let esc = "\u{1B}"
  /// What kitty answers (with a light background).
  private static let kittyAnswers =
    "\(esc)_Gi=31;OK\(esc)\\\(esc)P>|kitty(0.39.1)\(esc)\\\(esc)[?2026;2$y\(esc)[?1004;2$y"
    + "\(esc)[?2031;2$y\(esc)[?0u\(esc)]11;rgb:ffff/ffff/f0f0\(esc)\\\(esc)[?62;4;22c"

  private func launch(_ environment: [String: String] = [:]) throws -> PseudoTerminal {
    let path = try #require(DriverDemoLocator.path)
    return try PseudoTerminal(
      executable: path, arguments: ["capabilities"],
      environment: PseudoTerminal.defaultEnvironment.merging(environment) { $1 }, width: 40,
      height: 14, session: .direct)
  }

  /// Waits until the screen shows `text` (the encoder writes only what changed, so the bytes
  /// need not hold it in one piece).
  private func expectScreen(
    _ terminal: PseudoTerminal, _ text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let deadline = SystemCall.monotonicMilliseconds() + 5_000
    while !screen(terminal).canvas().plainText.contains(text) {
      guard SystemCall.monotonicMilliseconds() < deadline else {
        Issue.record("the screen never showed \(text)", sourceLocation: sourceLocation)
        return
      }
      terminal.readAvailable(timeout: .milliseconds(50))
    }
  }

  private func screen(_ terminal: PseudoTerminal) -> TerminalModel {
    var model = TerminalModel(width: 40, height: 14)
    model.feed(terminal.transcript)
    return model
  }

  @Test func anAnsweringTerminalGetsLinksClipboardColourSchemeAndFocus() throws {
    let terminal = try launch()
    #expect(terminal.expect("\(Self.esc)[c", timeout: .seconds(10)))
    terminal.send(Self.kittyAnswers)
    // The light background makes the scheme light; focus and scheme reports are turned on.
    expectScreen(terminal, "<SCHEME light>")
    let text = String(decoding: terminal.transcript, as: UTF8.self)
    #expect(text.contains("\(Self.esc)[?1004h") && text.contains("\(Self.esc)[?2031h"))
    // The link's label is a hyperlink, and only the label.
    var model = screen(terminal)
    let row = model.canvas().plainText.components(separatedBy: "\n").firstIndex {
      $0.contains("Decl docs")
    }
    let y = try #require(row)
    let linked = (0..<40).filter { model.linkTarget(x: $0, y: y) != nil }
    #expect(linked.count == "Decl docs".count)
    #expect(linked.allSatisfy { model.linkTarget(x: $0, y: y) == "https://example.com/decl" })
    // No answer was typed anywhere: the screen shows only the app.
    for garbage in ["rgb", "kitty", "OK", "62;", "2026", "$y"] {
      #expect(!model.canvas().plainText.contains(garbage), "\(garbage)")
    }
    // The window loses focus, then gets it back: the scene goes inactive and active again.
    terminal.send("\(Self.esc)[O")
    expectScreen(terminal, "<PHASE inactive>")
    terminal.send("\(Self.esc)[I")
    expectScreen(terminal, "<PHASE active>")
    // The system switches to dark: the terminal reports it, the app follows and asks for the
    // colour again.
    terminal.send("\(Self.esc)[?997;1n")
    expectScreen(terminal, "<SCHEME dark>")
    #expect(terminal.expect("\(Self.esc)]11;?\(Self.esc)\\"))
    // Tab past the link to "Copy" and press it: the text goes to the clipboard with OSC 52.
    terminal.send([0x09, 0x09])
    terminal.send("\r")
    #expect(terminal.expect("\(Self.esc)]52;c;\(Data("copied text".utf8).base64EncodedString())"))
    terminal.send([0x03])
    #expect(terminal.waitForExit(timeout: .seconds(5)) == 0)
    model = screen(terminal)
    #expect(model.clipboardWrites == [Data("copied text".utf8).base64EncodedString()])
    for mode in [1004, 2031, 1049, 2004] { #expect(model.privateModes[mode] == false) }
  }

  @Test func theKittyKeyboardProtocolGivesOnKeyPressItsPhases() throws {
    let terminal = try launch()
    #expect(terminal.expect("\(Self.esc)[c", timeout: .seconds(10)))
    terminal.send(Self.kittyAnswers)
    // The terminal answered `CSI ? u`: Decl pushes its flags (releases, all keys as codes).
    #expect(terminal.expect("\(Self.esc)[>31u"))
    expectScreen(terminal, "<KEYS >")
    // Tab to the pad (as kitty sends Tab with these flags), then hold w down, let it
    // repeat, and let go.
    terminal.send(String(repeating: "\(Self.esc)[9u", count: 3))
    terminal.send("\(Self.esc)[119u\(Self.esc)[119;1:2u\(Self.esc)[119;1:3u")
    expectScreen(terminal, "<KEYS down:w repeat:w up:w>")
    // Ctrl-C is a key of its own now; its press quits, and the flags are popped on the way.
    terminal.send("\(Self.esc)[99;5u")
    #expect(terminal.waitForExit(timeout: .seconds(5)) == 0)
    let text = String(decoding: terminal.transcript, as: UTF8.self)
    let pushed = try #require(text.range(of: "\(Self.esc)[>31u"))
    #expect(text[pushed.upperBound...].contains("\(Self.esc)[<u"))
  }

  @Test func copyAndCutInAFieldAndCopyOfSelectableTextWriteOSC52() throws {
    let terminal = try launch()
    #expect(terminal.expect("\(Self.esc)[c", timeout: .seconds(10)))
    terminal.send(Self.kittyAnswers)
    expectScreen(terminal, "<FIELD field text>")
    func osc52(_ text: String) -> String {
      "\(Self.esc)]52;c;\(Data(text.utf8).base64EncodedString())\(Self.esc)\\"
    }
    // Tab past the link, the button and the pad to the field; Alt-C copies its text.
    terminal.send(String(repeating: "\(Self.esc)[9u", count: 4))
    terminal.send("\(Self.esc)[99;3u")
    #expect(terminal.expect(osc52("field text")))
    // Ctrl-X cuts it: on the clipboard, gone from the field.
    terminal.send("\(Self.esc)[120;5u")
    expectScreen(terminal, "<FIELD >")
    // The selectable text is the next focus stop; Alt-C copies it (sent the legacy way).
    terminal.send("\(Self.esc)[9u")
    terminal.send("\(Self.esc)c")
    #expect(terminal.expect(osc52("selectable words")))
    terminal.send("\(Self.esc)[99;5u")
    #expect(terminal.waitForExit(timeout: .seconds(5)) == 0)
    let model = screen(terminal)
    #expect(
      model.clipboardWrites
        == ["field text", "field text", "selectable words"].map {
          Data($0.utf8).base64EncodedString()
        })
  }

  @Test func aTerminalThatAnswersNothingStartsAfterTheBoundWithNothingTyped() throws {
    let terminal = try launch()
    #expect(terminal.expect("\(Self.esc)[c", timeout: .seconds(10)))
    let asked = SystemCall.monotonicMilliseconds()
    expectScreen(terminal, "<SCHEME dark>")
    let waited = SystemCall.monotonicMilliseconds() - asked
    // The bound, plus a generous allowance for drawing the first frame on a loaded machine.
    #expect(waited < TerminalDetection.boundMilliseconds + 800, "waited \(waited) ms")
    let model = screen(terminal)
    #expect(model.canvas().plainText.contains("<PHASE active>"))
    // Without answers the link is still written as one: terminals without OSC 8 ignore it.
    let text = String(decoding: terminal.transcript, as: UTF8.self)
    #expect(text.contains("]8;;https://example.com/decl"))
    // No keyboard protocol was asked for: keys come as they always did, presses only.
    #expect(!text.contains("\(Self.esc)[>31u") && !text.contains("\(Self.esc)[<u"))
    terminal.send([0x09, 0x09, 0x09])
    terminal.send("w")
    expectScreen(terminal, "<KEYS down:w>")
    terminal.send([0x03])
    #expect(terminal.waitForExit(timeout: .seconds(5)) == 0)
  }

  @Test func declTerminalNoQueryAsksNothingAndStartsAtOnce() throws {
    let terminal = try launch(["DECL_TERMINAL": "noquery,-hyperlinks,light"])
    expectScreen(terminal, "<SCHEME light>")
    let text = String(decoding: terminal.transcript, as: UTF8.self)
    #expect(!text.contains("\(Self.esc)[c") && !text.contains("\(Self.esc)]8;"))
    terminal.send([0x03])
    #expect(terminal.waitForExit(timeout: .seconds(5)) == 0)
  }
}
