import Testing

@testable import DeclRender

/// Random and mutated byte streams (random bytes, truncated and corrupted sequences, invalid
/// UTF-8, unterminated and huge pastes) never crash or hang, keep the decoder's held bytes
/// bounded, never leak control characters into text, and decode the same however they are
/// split into reads. Valid streams decode to exactly their events, split at every position.
///
/// 3,000 random streams and 400 valid streams by default; `DECL_FUZZ_SCALE` multiplies both
/// and `DECL_FUZZ_SEED` replays one (see `FuzzConfiguration`).
@Suite("InputDecoder fuzz")
struct InputDecoderFuzzTests {
  private static let pasteLimit = 64
  /// Worst case held bytes: a capped sequence, a capped cluster, a paste chunk and slack.
  private static let pendingBound =
    InputDecoder.maxSequenceLength + InputDecoder.GraphemeBuffer.maxScalars * 4 + pasteLimit + 8
  /// Far above what a round needs even in a debug build: only a hang or a quadratic blow-up
  /// gets near it.
  private static let roundTimeLimit = Duration.seconds(5)

  @Test func randomStreamsDecodeTheSameHoweverTheyAreSplit() {
    FuzzConfiguration.run("input fuzz", defaultCount: 3_000) { Self.randomRound(seed: $0) }
  }

  /// One random stream: decoded whole, in random reads, and (now and then) byte by byte.
  private static func randomRound(seed: UInt64) -> String? {
    var random = SplitMix64(seed: 0xDEC1_1234 &+ seed &* 0x9E37)
    let clock = ContinuousClock()
    let start = clock.now
    let huge = seed % 500 == 0
    let stream = Self.stream(&random, huge: huge)
    let limit = seed.isMultiple(of: 2) ? Self.pasteLimit : nil
    let whole = decode(stream, pasteLimit: limit)

    var decoder = limit.map { InputDecoder(pasteLimit: $0) } ?? InputDecoder()
    var chunked: [InputEvent] = []
    var offset = 0
    while offset < stream.count {
      let size = random.oneIn(8) ? random.int(1..<4_096) : random.int(1..<24)
      let end = min(offset + size, stream.count)
      chunked += decoder.feed(stream[offset..<end])
      offset = end
      if limit != nil && decoder.pendingByteCount > Self.pendingBound {
        return "pending state grew past \(Self.pendingBound)"
      }
    }
    chunked += decoder.flush()

    if decoder.hasPendingInput && !decoder.isInPaste { return "flush left input" }
    if chunked != whole { return "chunked decoding differs" }
    if !whole.allSatisfy(Self.hasNoControlCharacters) { return "control character in .char" }
    // Bytewise decoding of a huge paste adds little over the table splits and is slow.
    if seed.isMultiple(of: 16) && !huge {
      let bytewise = decode(stream, cuts: Array(stream.indices.dropFirst()), pasteLimit: limit)
      if bytewise != whole { return "bytewise decoding differs" }
    }
    // Feeding one byte more after the flush shows the decoder is still in a sane state.
    if !decoder.isInPaste {
      let after = decoder.feed(bytes("x")) + decoder.flush()
      if after != [char("x")] { return "after the stream, \"x\" decoded as \(after)" }
    }
    let elapsed = clock.now - start
    if elapsed > Self.roundTimeLimit { return "took \(elapsed) for \(stream.count) bytes" }
    return nil
  }

  /// Cases that decode the same whatever comes before or after them.
  private static let selfDelimiting =
    DecodeCase.text.filter { !$0.name.contains("cluster then") } + DecodeCase.navigation
    + DecodeCase.functionKeys + DecodeCase.modifiers + DecodeCase.kitty + DecodeCase.pastes
    + DecodeCase.mice

  @Test func validStreamsDecodeToTheirEventsSplitAtEveryPosition() {
    FuzzConfiguration.run("valid input fuzz", defaultCount: 400) { Self.validRound(seed: $0) }
  }

  /// A stream of valid sequences: whole, split once at every byte, and byte by byte.
  private static func validRound(seed: UInt64) -> String? {
    var random = SplitMix64(seed: 0x5EED &+ seed)
    var stream: [UInt8] = []
    var expected: [InputEvent] = []
    for _ in 0..<random.int(1..<8) {
      let example = random.element(Self.selfDelimiting)
      stream += example.input
      expected += example.expected
    }
    let whole = decode(stream)
    if whole != expected { return "\(stream) decodes as \(whole), expected \(expected)" }
    for cut in stream.indices.dropFirst() where decode(stream, cuts: [cut]) != expected {
      return "\(stream) split at byte \(cut) differs"
    }
    if decode(stream, cuts: Array(stream.indices.dropFirst())) != expected {
      return "\(stream) byte by byte differs"
    }
    return nil
  }

  @Test func aTruncatedSequenceNeverSwallowsWhatFollows() {
    // Every prefix of every pinned sequence, then a flush (the escape timeout), then a key:
    // the key always arrives, and nothing in between is a control character posing as text.
    for example in DecodeCase.all where example.input.first == 0x1B {
      for length in 1..<example.input.count {
        var decoder = InputDecoder()
        let truncated =
          decoder.feed(example.input.prefix(length)) + decoder.flush()
        if decoder.isInPaste { continue }  // a paste in progress legitimately holds the key
        let after = decoder.feed(bytes("q")) + decoder.flush()
        #expect(after == [char("q")], "\(example.name) cut to \(length) bytes")
        #expect(truncated.allSatisfy(Self.hasNoControlCharacters), "\(example.name)")
      }
    }
  }

  @Test func malformedKittyKeySequencesDecodeToOneKeyOrNothing() {
    // `CSI code[:alternates];modifiers[:event type][;text] u` with every part random: empty,
    // huge, extra sub-parameters, stray separators. Each decodes to at most one key, never a
    // control character posing as text, and the key typed after it always arrives.
    var random = SplitMix64(seed: 0xC51_0075)
    let parts = ["", "0", "1", "2", "3", "4", "9", "13", "27", "97", "127", "57399", "99999999999"]
    for round in 0..<5_000 {
      var body = ""
      for index in 0..<random.int(0..<4) {
        if index > 0 { body += random.oneIn(8) ? ":" : ";" }
        body += random.element(parts)
        for _ in 0..<random.int(0..<3) { body += ":" + random.element(parts) }
      }
      var decoder = InputDecoder()
      let events = decoder.feed(bytes("␛[\(body)u")) + decoder.flush()
      #expect(events.count <= 1, "round \(round): ␛[\(body)u gave \(events)")
      #expect(events.allSatisfy(Self.hasNoControlCharacters), "round \(round): ␛[\(body)u")
      #expect(decoder.feed(bytes("q")) + decoder.flush() == [char("q")], "after ␛[\(body)u")
    }
  }

  /// Unknown sequences must never leak into text as control characters.
  private static func hasNoControlCharacters(_ event: InputEvent) -> Bool {
    guard case .key(let keyEvent) = event, case .char(let character) = keyEvent.key else {
      return true
    }
    return character.unicodeScalars.allSatisfy { scalar in
      scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value)
    }
  }

  private static func stream(_ random: inout SplitMix64, huge: Bool) -> [UInt8] {
    var stream: [UInt8] = []
    for _ in 0..<random.int(1..<30) {
      stream += fragment(&random)
    }
    if huge {
      stream += bytes("␛[200~") + (0..<200_000).map { _ in random.byte() | 0x20 } + bytes("␛[201~")
    }
    return stream
  }

  private static func fragment(_ random: inout SplitMix64) -> [UInt8] {
    switch random.int(0..<11) {
    case 0:
      return (0..<random.int(1..<16)).map { _ in random.byte() }
    case 1:
      return random.element(DecodeCase.all).input
    case 2:
      let input = random.element(DecodeCase.all).input
      return Array(input.prefix(random.int(0..<input.count + 1)))
    case 3:
      var input = random.element(DecodeCase.all).input
      if !input.isEmpty {
        input[random.int(0..<input.count)] = random.byte()
      }
      return input
    case 4:
      return randomControlSequence(&random)
    case 5:
      return (0..<random.int(1..<5)).map { _ in random.byte() | 0x80 }
    case 6:
      return randomPaste(&random)
    case 7:
      return Array(random.element(["hello", "é", "👍🏽", "e\u{301}", "🇺🇸", "日本", "\r\n"]).utf8)
    case 8:
      return [0x1B, random.element(Array("O[]P_X^\u{1B}".utf8)), random.byte()]
    case 9:
      return bytes("␛]11;") + (0..<random.int(0..<40)).map { _ in random.byte() }
    default:
      return [random.element([0x1B, 0x00, 0x0D, 0x7F, 0x07, 0x18, 0x9B, 0xC3, 0xF0])]
    }
  }

  private static func randomControlSequence(_ random: inout SplitMix64) -> [UInt8] {
    var sequence = bytes(random.oneIn(3) ? "␛O" : "␛[")
    if random.oneIn(3) {
      sequence.append(random.element(Array("<?>=".utf8)))
    }
    let body = Array("0123456789;:".utf8)
    for _ in 0..<random.int(0..<(random.oneIn(10) ? 120 : 12)) {
      sequence.append(random.element(body))
    }
    sequence.append(random.oneIn(5) ? random.byte() : UInt8(random.int(0x40..<0x7F)))
    return sequence
  }

  private static func randomPaste(_ random: inout SplitMix64) -> [UInt8] {
    var paste = bytes("␛[200~")
    for _ in 0..<random.int(0..<8) {
      if random.oneIn(3) {
        paste += random.element([bytes("␛[201"), bytes("␛["), bytes("\r\n"), [0x1B], [0xE2, 0x82]])
      } else {
        paste += (0..<random.int(0..<40)).map { _ in random.byte() }
      }
    }
    if !random.oneIn(5) {
      paste += bytes("␛[201~")
    }
    return paste
  }
}
