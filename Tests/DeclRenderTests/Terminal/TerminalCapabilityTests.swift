import Decl
import DeclTesting
import Foundation
import Testing

@testable import DeclRender

/// The terminal capability layer without a terminal: what the environment, the replies and
/// `DECL_TERMINAL` decide, and the bytes the encoder writes for links.
@MainActor
struct TerminalCapabilityTests {
  @Test func theEnvironmentDecidesBeforeTheTerminalAnswers() {
    let xterm = TerminalCapabilities.fromEnvironment(["TERM": "xterm-256color"])
    #expect(xterm.colorDepth == .ansi256)
    #expect(xterm.hyperlinks && xterm.clipboard && xterm.mayQuery)
    #expect(!xterm.kittyGraphics && !xterm.sixel && xterm.multiplexer == nil)
    let kitty = TerminalCapabilities.fromEnvironment(["TERM": "xterm-kitty"])
    #expect(kitty.colorDepth == .trueColor)
    let noColor = TerminalCapabilities.fromEnvironment(["TERM": "xterm-kitty", "NO_COLOR": "1"])
    #expect(noColor.colorDepth == .none)
    let console = TerminalCapabilities.fromEnvironment(["TERM": "linux"])
    #expect(!console.hyperlinks && !console.clipboard && !console.focusEvents)
    let tmux = TerminalCapabilities.fromEnvironment(["TERM": "tmux-256color", "TMUX": "/tmp/x"])
    #expect(tmux.multiplexer == "tmux")
  }

  @Test func repliesTurnCapabilitiesOn() {
    var capabilities = TerminalCapabilities.fromEnvironment(["TERM": "xterm-256color"])
    capabilities.apply(.primaryDeviceAttributes([62, 4, 22]))
    capabilities.apply(.graphics(ok: true))
    capabilities.apply(.mode(2026, .reset))
    capabilities.apply(.mode(1004, .notRecognized))
    capabilities.apply(.keyboardFlags(0))
    capabilities.apply(.background(.init(red: 250, green: 250, blue: 240)))
    #expect(capabilities.answered && capabilities.sixel && capabilities.kittyGraphics)
    #expect(capabilities.synchronizedOutput == true && !capabilities.focusEvents)
    #expect(capabilities.kittyKeyboard)
    #expect(capabilities.background?.isDark == false)
  }

  @Test func kittyGraphicsThroughAMultiplexerStaysOff() {
    var capabilities = TerminalCapabilities.fromEnvironment(["TERM": "screen-256color"])
    capabilities.apply(.graphics(ok: true))
    #expect(!capabilities.kittyGraphics)
  }

  @Test func declTerminalOverridesEnvironmentAndReplies() {
    var capabilities = TerminalCapabilities.fromEnvironment([
      "TERM": "xterm-256color", "DECL_TERMINAL": "sixel,-hyperlinks,light,truecolor,noquery",
    ])
    #expect(capabilities.sixel && !capabilities.hyperlinks && !capabilities.mayQuery)
    #expect(capabilities.colorDepth == .trueColor && capabilities.background?.isDark == false)
    capabilities.apply(override: "-sixel,kitty-graphics,unknown-name")
    #expect(!capabilities.sixel && capabilities.kittyGraphics)
  }

  @Test func detectionAsksEverythingWithDeviceAttributesLast() {
    let text = String(decoding: TerminalDetection.queries(cursorReport: true), as: UTF8.self)
    for query in [
      "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\", "\u{1B}[>0q", "\u{1B}[?2026$p",
      "\u{1B}[?1004$p", "\u{1B}[?2031$p", "\u{1B}[?u", "\u{1B}]11;?\u{1B}\\", "\u{1B}[6n",
    ] {
      #expect(text.contains(query), "\(query.debugDescription)")
    }
    #expect(text.hasSuffix("\u{1B}[6n\u{1B}[c"))
  }

  // MARK: Hyperlinks

  private func linkCanvas(_ target: String, text: String = "docs") -> CellCanvas {
    var canvas = CellCanvas(width: 12, height: 1)
    for (x, character) in "see \(text)".enumerated() {
      canvas.put(character, width: 1, x: x, y: 0, style: .plain, clip: canvas.bounds)
    }
    canvas.link(Rect(x: 4, y: 0, width: text.count, height: 1), to: target)
    return canvas
  }

  @Test func theEncoderWrapsLinkedCellsInOSC8() {
    let encoder = FrameEncoder()
    encoder.hyperlinks = true
    let bytes = encoder.encode(linkCanvas("https://example.com/a"))
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("see \u{1B}]8;;https://example.com/a\u{1B}\\docs\u{1B}]8;;\u{1B}\\"))
    var model = TerminalModel(width: 12, height: 1)
    model.feed(bytes)
    #expect(model.linkTarget(x: 4, y: 0) == "https://example.com/a")
    #expect(model.linkTarget(x: 7, y: 0) == "https://example.com/a")
    #expect(model.linkTarget(x: 3, y: 0) == nil && model.linkTarget(x: 8, y: 0) == nil)
    #expect(model.unknownSequences.isEmpty)
    // An unchanged frame writes nothing; a link whose target changed is written again.
    #expect(encoder.encode(linkCanvas("https://example.com/a")).isEmpty)
    let changed = String(
      decoding: encoder.encode(linkCanvas("https://example.com/b")), as: UTF8.self)
    #expect(changed.contains("\u{1B}]8;;https://example.com/b\u{1B}\\docs"))
  }

  @Test func withoutHyperlinksTheLinkIsPlainText() {
    let text = String(decoding: FrameEncoder().encode(linkCanvas("https://x.y")), as: UTF8.self)
    #expect(!text.contains("\u{1B}]8"))
    #expect(text.contains("see docs"))
  }

  @Test func aLinkLabelCarriesItsDestination() throws {
    let host = TestHost(width: 30, height: 3) {
      VStack(alignment: .leading) {
        Text("intro")
        Link("Decl docs", destination: URL(string: "https://example.com/decl")!)
      }
    }
    let frame = try #require(host.frame(ofText: "Decl docs"))
    #expect(host.canvas.linkTarget(x: frame.minX, y: frame.minY) == "https://example.com/decl")
    #expect(host.canvas.linkTarget(x: frame.maxX - 1, y: frame.minY) == "https://example.com/decl")
    #expect(host.canvas.linkTarget(x: 0, y: 0) == nil)
  }

  @Test func enterOnAFocusedLinkLeavesTheURLToTheSystemOpener() {
    var opened: [URL] = []
    OpenURLAction.system = { url in
      opened.append(url)
      return true
    }
    defer { OpenURLAction.system = nil }
    let host = TestHost(width: 30, height: 3) {
      Link("Decl docs", destination: URL(string: "https://example.com/decl")!)
    }
    host.send(.tab)
    host.send(.enter)
    #expect(opened == [URL(string: "https://example.com/decl")!])
  }

  @Test func copyingWritesOSC52ThroughTheInstalledWriter() {
    let written = Written()
    Clipboard.install { text in written.append(text) }
    defer { Clipboard.install(writer: nil) }
    Clipboard.string = "héllo"
    #expect(written.values == ["héllo"])
    #expect(Clipboard.string == "héllo")
    let bytes = ClipboardWrite.bytes("héllo")
    #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}]52;c;aMOpbGxv\u{1B}\\")
    var model = TerminalModel(width: 4, height: 1)
    model.feed(bytes)
    #expect(model.clipboardWrites == ["aMOpbGxv"] && model.unknownSequences.isEmpty)
  }
}

/// What a clipboard writer was given, from whichever thread.
private final class Written: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [String] = []

  var values: [String] { lock.withLock { stored } }

  func append(_ text: String) { lock.withLock { stored.append(text) } }
}
