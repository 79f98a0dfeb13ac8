import Testing

@testable import DeclRender

@Suite("InputDecoder pinned sequences")
struct InputDecoderTests {
  @Test("decodes in one feed", arguments: DecodeCase.all)
  func decodesWhole(_ example: DecodeCase) {
    #expect(decode(example.input) == example.expected)
  }

  @Test("decodes the same when split at every byte position", arguments: DecodeCase.all)
  func decodesSplit(_ example: DecodeCase) {
    let count = example.input.count
    for first in 0...count {
      for second in first...count {
        let events = decode(example.input, cuts: [first, second])
        #expect(events == example.expected, "cut at \(first), \(second)")
        if events != example.expected { return }
      }
    }
  }

  @Test("decodes the same one byte at a time", arguments: DecodeCase.all)
  func decodesBytewise(_ example: DecodeCase) {
    let cuts = Array(example.input.indices.dropFirst())
    #expect(decode(example.input, cuts: cuts) == example.expected)
  }
}

@Suite("InputDecoder pending state and flush")
struct InputDecoderPendingTests {
  @Test func loneEscapeWaitsForFlush() {
    var decoder = InputDecoder()
    #expect(decoder.feed(bytes("␛")).isEmpty)
    #expect(decoder.hasPendingInput)
    #expect(decoder.pendingTimeoutMilliseconds == InputDecoder.escapeTimeoutMilliseconds)
    #expect(decoder.flush() == [key(.escape)])
    #expect(!decoder.hasPendingInput)
    #expect(decoder.pendingTimeoutMilliseconds == nil)
  }

  @Test func escapeFollowedLaterBecomesAlt() {
    var decoder = InputDecoder()
    #expect(decoder.feed(bytes("␛")).isEmpty)
    #expect(decoder.feed(bytes("x")).isEmpty)
    #expect(decoder.flush() == [char("x", .option)])
  }

  @Test func escapeThenFlushThenLetterStaysSeparate() {
    var decoder = InputDecoder()
    _ = decoder.feed(bytes("␛"))
    #expect(decoder.flush() == [key(.escape)])
    #expect(decoder.feed(bytes("x")).isEmpty)
    #expect(decoder.flush() == [char("x")])
  }

  @Test func lastCharacterIsHeldWithShortTimeout() {
    var decoder = InputDecoder()
    #expect(decoder.feed(bytes("a")).isEmpty)
    #expect(decoder.hasPendingInput)
    #expect(decoder.pendingTimeoutMilliseconds == InputDecoder.characterTimeoutMilliseconds)
    #expect(decoder.feed(bytes("b")) == [char("a")])
    #expect(decoder.flush() == [char("b")])
    #expect(!decoder.hasPendingInput)
  }

  @Test func controlKeysAreNotHeld() {
    var decoder = InputDecoder()
    #expect(decoder.feed(bytes("\r")) == [key(.enter)])
    #expect(decoder.feed(bytes("␛[A")) == [key(.up)])
    #expect(!decoder.hasPendingInput)
  }

  @Test func combiningMarkInLaterFeedJoinsCluster() {
    var decoder = InputDecoder()
    #expect(decoder.feed(bytes("e")).isEmpty)
    #expect(decoder.feed(bytes("\u{301}")).isEmpty)
    #expect(decoder.feed(bytes("\u{302}")).isEmpty)
    #expect(decoder.flush() == [char("e\u{301}\u{302}")])
  }

  @Test func emojiModifierInLaterFeedJoinsCluster() {
    var decoder = InputDecoder()
    let thumbs = bytes("👍🏽")
    #expect(decoder.feed(thumbs.prefix(5)).isEmpty)
    #expect(decoder.feed(thumbs.dropFirst(5)).isEmpty)
    #expect(decoder.feed(bytes("!")) == [char("👍🏽")])
    #expect(decoder.flush() == [char("!")])
  }

  @Test func partialUTF8UsesEscapeTimeout() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0xE2, 0x82]).isEmpty)
    #expect(decoder.pendingTimeoutMilliseconds == InputDecoder.escapeTimeoutMilliseconds)
    #expect(decoder.feed([0xAC]).isEmpty)
    #expect(decoder.pendingTimeoutMilliseconds == InputDecoder.characterTimeoutMilliseconds)
    #expect(decoder.flush() == [char("€")])
  }

  @Test func flushRepairsTruncatedUTF8() {
    var decoder = InputDecoder()
    _ = decoder.feed([0xF0, 0x9F])
    #expect(decoder.flush() == [char("\u{FFFD}")])
    #expect(decoder.feed(bytes("ok")) == [char("o")])
  }

  @Test func pasteSplitAcrossFeedsWaitsForItsEnd() {
    var decoder = InputDecoder()
    #expect(decoder.feed(bytes("␛[200~abc")).isEmpty)
    #expect(decoder.isInPaste)
    #expect(decoder.pendingTimeoutMilliseconds == InputDecoder.pasteTimeoutMilliseconds)
    #expect(decoder.feed(bytes("\r\ndef␛[20")).isEmpty)
    #expect(decoder.feed(bytes("1~x")) == [.paste("abc\ndef")])
    #expect(!decoder.isInPaste)
    #expect(decoder.flush() == [char("x")])
  }

  /// A paste whose end marker was lost: after the paste timeout the run loop flushes, which
  /// delivers what arrived (a cut-short end marker dropped), and later keys are keys again.
  @Test func unterminatedPasteIsDeliveredByFlush() {
    var decoder = InputDecoder()
    #expect(decoder.feed(bytes("␛[200~partial\r\npaste␛[20")).isEmpty)
    #expect(decoder.hasPendingInput)
    #expect(decoder.flush() == [.paste("partial\npaste")])
    #expect(!decoder.isInPaste)
    #expect(!decoder.hasPendingInput)
    #expect(decoder.feed(bytes("xy")) == [char("x")])
    #expect(decoder.flush() == [char("y")])

    var empty = InputDecoder()
    #expect(empty.feed(bytes("␛[200~")).isEmpty)
    #expect(empty.flush() == [.paste("")])
    #expect(empty.feed([0x03]) == [key(.ctrl("c"))])
  }

  /// Terminals never paste control characters, so a Ctrl-C inside a paste was typed: it ends
  /// the paste at once, whether or not its end marker would have come.
  @Test func controlCEndsAPaste() {
    #expect(
      decode(bytes("␛[200~abc\u{3}de")) == [.paste("abc"), key(.ctrl("c")), char("d"), char("e")])
    #expect(decode(bytes("␛[200~ab␛[2\u{3}")) == [.paste("ab\u{1B}[2"), key(.ctrl("c"))])
    let bytewise = bytes("␛[200~abc\u{3}de")
    #expect(
      decode(bytewise, cuts: Array(bytewise.indices.dropFirst()))
        == [.paste("abc"), key(.ctrl("c")), char("d"), char("e")])
  }

  @Test func controlSequenceMemoryIsCapped() {
    var decoder = InputDecoder()
    _ = decoder.feed(bytes("␛[") + Array(repeating: UInt8(ascii: "1"), count: 10_000))
    #expect(decoder.pendingByteCount <= InputDecoder.maxSequenceLength)
    #expect(decoder.feed(bytes("Az")) == [])
    #expect(decoder.flush() == [char("z")])
  }

  @Test func endlessCombiningMarksStayBounded() {
    var decoder = InputDecoder()
    var events = decoder.feed(bytes("a" + String(repeating: "\u{301}", count: 1_000)))
    #expect(decoder.pendingByteCount <= InputDecoder.GraphemeBuffer.maxScalars * 4)
    events += decoder.flush()
    let scalars = events.reduce(0) { total, event in
      guard case .key(let keyEvent) = event, case .char(let character) = keyEvent.key else {
        return total
      }
      return total + character.unicodeScalars.count
    }
    #expect(scalars == 1_001)
  }

  @Test func modifierAliases() {
    #expect(KeyModifiers.alt == .option)
    #expect(KeyEvent(key: .up) == KeyEvent(.up, modifiers: []))
  }
}
