import Decl
import Foundation
import Testing

@testable import DeclRender

/// Links inside a `Text`, from Markdown in a string literal or an attributed string's `link`,
/// carry their destination in their cells, and the encoder wraps exactly those cells in OSC 8.
@MainActor
@Suite struct MarkdownLinkTests {
  private func encoded(_ host: TestHost) -> (text: String, model: TerminalModel) {
    let encoder = FrameEncoder()
    encoder.hyperlinks = true
    let bytes = encoder.encode(host.canvas)
    var model = TerminalModel(width: host.canvas.width, height: host.canvas.height)
    model.feed(bytes)
    return (String(decoding: bytes, as: UTF8.self), model)
  }

  /// The columns of `word` on the host's only row (ASCII text).
  private func columns(of word: String, in host: TestHost) -> Range<Int> {
    let line = host.screen
    guard let range = line.range(of: word) else { return 0..<0 }
    let start = line.distance(from: line.startIndex, to: range.lowerBound)
    return start..<(start + word.count)
  }

  @Test func aMarkdownLinkInAStringLiteralIsAHyperlink() {
    let host = TestHost(width: 40, height: 1) {
      Text("Read [Swift](https://swift.org) or <https://example.com>")
    }
    #expect(host.screen.hasSuffix("Read Swift or https://example.com"))
    let (text, model) = encoded(host)
    #expect(text.contains("\u{1B}]8;;https://swift.org\u{1B}\\Swift"))
    let swift = (0..<40).filter { model.linkTarget(x: $0, y: 0) == "https://swift.org" }
    #expect(swift == Array(columns(of: "Swift", in: host)))
    let example = (0..<40).filter { model.linkTarget(x: $0, y: 0) == "https://example.com" }
    #expect(example == Array(columns(of: "https://example.com", in: host)))
    #expect(model.unknownSequences.isEmpty)
  }

  @Test func anEscapedDestinationAndAMailAutolink() {
    let host = TestHost(width: 40, height: 1) {
      Text("[a](<https://x.y/a b>) [c](https://x.y/\\(1\\)) <me@x.y>")
    }
    #expect(host.screen.hasSuffix("a c me@x.y"))
    let c = columns(of: " c ", in: host).lowerBound + 1
    #expect(host.canvas.linkTarget(x: c, y: 0) == "https://x.y/(1)")
    let mail = columns(of: "me@x.y", in: host).lowerBound
    #expect(host.canvas.linkTarget(x: mail, y: 0) == "mailto:me@x.y")
  }

  @Test func anAttributedStringLinkIsAHyperlink() {
    var string = AttributedString("Open docs now")
    let range = string.range(of: "docs")!
    string[range].link = URL(string: "https://example.com/docs")
    let host = TestHost(width: 20, height: 1) { Text(string) }
    let (_, model) = encoded(host)
    let linked = (0..<20).filter { model.linkTarget(x: $0, y: 0) != nil }
    #expect(linked == Array(columns(of: "docs", in: host)))
    #expect(model.linkTarget(x: linked.first ?? 0, y: 0) == "https://example.com/docs")
  }

  @Test func aTextWithoutLinksHasNone() {
    let host = TestHost(width: 20, height: 1) { Text("[not a link] plain") }
    #expect(!encoded(host).text.contains("\u{1B}]8"))
  }
}
