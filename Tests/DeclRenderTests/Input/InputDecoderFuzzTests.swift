import Testing

@testable import DeclRender

@Suite("InputDecoder fuzz")
struct InputDecoderFuzzTests {
  private static let pasteLimit = 64
  /// Worst case held bytes: a capped sequence, a capped cluster, a paste chunk and slack.
  private static let pendingBound =
    InputDecoder.maxSequenceLength + InputDecoder.GraphemeBuffer.maxScalars * 4 + pasteLimit + 8

  @Test func randomStreamsDecodeTheSameHoweverTheyAreSplit() {
    var random = SplitMix64(seed: 0xDEC1_1234)
    for round in 0..<3_000 {
      let huge = round % 500 == 0
      let stream = Self.stream(&random, huge: huge)
      let limit = round.isMultiple(of: 2) ? Self.pasteLimit : nil
      let whole = decode(stream, pasteLimit: limit)

      var decoder = limit.map { InputDecoder(pasteLimit: $0) } ?? InputDecoder()
      var chunked: [InputEvent] = []
      var start = 0
      var bounded = true
      while start < stream.count {
        let size = random.oneIn(8) ? random.int(1..<4_096) : random.int(1..<24)
        let end = min(start + size, stream.count)
        chunked += decoder.feed(stream[start..<end])
        start = end
        if limit != nil && decoder.pendingByteCount > Self.pendingBound { bounded = false }
      }
      chunked += decoder.flush()

      #expect(bounded, "round \(round): pending state grew past \(Self.pendingBound)")
      #expect(!decoder.hasPendingInput || decoder.isInPaste, "round \(round): flush left input")
      #expect(chunked == whole, "round \(round): chunked decoding differs")
      #expect(whole.allSatisfy(Self.hasNoControlCharacters), "round \(round): control in .char")
      // Bytewise decoding of a huge paste adds little over the table splits and is slow.
      if round.isMultiple(of: 16) && !huge {
        let bytewise = decode(stream, cuts: Array(stream.indices.dropFirst()), pasteLimit: limit)
        #expect(bytewise == whole, "round \(round): bytewise decoding differs")
      }
      if chunked != whole || !bounded { return }
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
