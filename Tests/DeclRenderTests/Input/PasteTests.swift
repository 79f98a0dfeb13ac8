import Testing

@testable import DeclRender

@Suite("Bracketed paste")
struct PasteTests {
  /// About 2 MB of mixed text with CRLF, CR and multi-byte characters.
  private static func largeText() -> (raw: [UInt8], normalized: String) {
    var raw: [UInt8] = []
    var normalized = ""
    let lines = ["plain ascii line", "ünïcödé – 日本語 👍🏽", "tabs\tand spaces", ""]
    let endings = ["\r\n", "\n", "\r"]
    var index = 0
    while raw.count < 2_000_000 {
      let line = lines[index % lines.count]
      raw += Array(line.utf8) + Array(endings[index % endings.count].utf8)
      normalized += line + "\n"
      index += 1
    }
    return (raw, normalized)
  }

  @Test func megabytePasteInManyFeedsIsOneEvent() {
    let (raw, normalized) = Self.largeText()
    let input = bytes("␛[200~") + raw + bytes("␛[201~")
    var decoder = InputDecoder()
    var events: [InputEvent] = []
    var start = 0
    let clock = ContinuousClock()
    let began = clock.now
    while start < input.count {
      let end = min(start + 4_093, input.count)
      events += decoder.feed(input[start..<end])
      start = end
      // Memory stays bounded by the paste itself (nothing is copied twice over).
      #expect(decoder.pendingByteCount <= start)
    }
    events += decoder.flush()
    // Linear time: a debug build needs well under a second; quadratic work would take minutes.
    #expect(clock.now - began < .seconds(20))
    #expect(events.count == 1)
    #expect(events.first == .paste(normalized))
    #expect(!decoder.hasPendingInput)
  }

  @Test(arguments: [16, 17, 18, 19, 64])
  func pasteOverLimitArrivesInOrderedChunks(limit: Int) {
    let content = String(repeating: "añ€👍\r\n\r", count: 40)
    let input = bytes("␛[200~" + content + "␛[201~")
    let events = decode(input, cuts: [7, 100, 101], pasteLimit: limit)
    var joined = ""
    for event in events {
      guard case .paste(let chunk) = event else {
        Issue.record("unexpected \(event)")
        return
      }
      #expect(chunk.utf8.count <= limit)
      #expect(!chunk.unicodeScalars.contains("\u{FFFD}"))
      joined += chunk
    }
    #expect(events.count > 1)
    #expect(joined == content.replacing("\r\n", with: "\n").replacing("\r", with: "\n"))
  }

  @Test func unterminatedPasteStaysBounded() {
    var decoder = InputDecoder(pasteLimit: 1_024)
    _ = decoder.feed(bytes("␛[200~"))
    var delivered = 0
    for _ in 0..<100 {
      for event in decoder.feed(Array(repeating: UInt8(ascii: "x"), count: 1_000)) {
        if case .paste(let chunk) = event { delivered += chunk.utf8.count }
      }
      #expect(decoder.pendingByteCount <= 1_024)
    }
    #expect(delivered + decoder.pendingByteCount == 100_000)
  }
}
