import Testing

@testable import DeclRender

/// zlib and deflate decompression, checksums, and the errors of malformed streams. Dynamic
/// and mixed block streams are covered by the PNG fixtures (`dynamic`, `mixed-blocks`).
struct InflateTests {
  /// `zlib.compress(b"Decl draws PNG images in cells. " * 4)` with Z_FIXED: one fixed-Huffman
  /// block with back-references.
  static let fixedStream: [UInt8] = hex(
    "780173494dce5148294a2c2f5608f07357c8cc4d4c4f2d56c8cc53484ecdc929d65370a1b13c00ed122b31")
  static let fixedText = Array(String(repeating: "Decl draws PNG images in cells. ", count: 4).utf8)

  @Test func checksumsMatchKnownValues() {
    #expect(CRC32.checksum(Array("123456789".utf8)[...]) == 0xCBF4_3926)
    #expect(CRC32.checksum([][...]) == 0)
    #expect(Inflate.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
    #expect(Inflate.adler32([]) == 1)
    // Long enough to need the modulo step several times.
    #expect(Inflate.adler32([UInt8](repeating: 255, count: 100_000)) == 0x149A_302C)
  }

  @Test func decompressesAFixedHuffmanStream() throws {
    #expect(Self.fixedStream[2] >> 1 & 3 == 1)  // the block really is fixed-Huffman
    #expect(try Inflate.zlibDecompress(Self.fixedStream, limit: 1000) == Self.fixedText)
  }

  @Test func decompressesStoredBlocksAcrossSeveralBlocks() throws {
    let data = (0..<150_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
    let stream = PNGTestFile.zlibStored(data)
    #expect(try Inflate.zlibDecompress(stream, limit: data.count) == data)
  }

  @Test func theOutputLimitIsEnforced() {
    #expect(throws: InflateError.outputLimitExceeded(limit: 10)) {
      try Inflate.zlibDecompress(Self.fixedStream, limit: 10)
    }
    #expect(throws: InflateError.outputLimitExceeded(limit: 3)) {
      try Inflate.zlibDecompress(PNGTestFile.zlibStored([1, 2, 3, 4]), limit: 3)
    }
  }

  @Test func headerErrors() {
    #expect(throws: InflateError.truncated) { try Inflate.zlibDecompress([0x78], limit: 10) }
    #expect(throws: InflateError.invalidHeader("compression method 7")) {
      try Inflate.zlibDecompress([0x77, 0x01, 0], limit: 10)
    }
    #expect(throws: InflateError.invalidHeader("window size 2^16")) {
      try Inflate.zlibDecompress([0x88, 0x01, 0], limit: 10)
    }
    #expect(throws: InflateError.invalidHeader("header check bits")) {
      try Inflate.zlibDecompress([0x78, 0x02, 0], limit: 10)
    }
    #expect(throws: InflateError.invalidHeader("preset dictionary")) {
      try Inflate.zlibDecompress([0x78, 0x20, 0], limit: 10)
    }
  }

  @Test func blockErrors() {
    // Raw deflate: BFINAL=1, BTYPE=3.
    #expect(throws: InflateError.invalidData("block type 3")) {
      try Inflate.inflate([0b111], limit: 10)
    }
    // A stored block whose length and complement disagree.
    #expect(throws: InflateError.invalidData("stored block length does not match its complement")) {
      try Inflate.inflate([1, 4, 0, 0, 0, 1, 2, 3, 4], limit: 10)
    }
    // Fixed block: literal 'a', then length 3 at distance 2 with only one byte written.
    var writer = BitWriter()
    writer.write(1, 1)
    writer.write(1, 2)
    writer.huffman(0x30 + 97, 8)  // 'a'
    writer.huffman(1, 7)  // length symbol 257: length 3
    writer.huffman(1, 5)  // distance symbol 1: distance 2
    #expect(throws: InflateError.invalidData("distance 2 reaches before the start of the data")) {
      try Inflate.inflate(writer.bytes, limit: 10)
    }
    // Fixed block using distance symbol 30, which does not exist.
    writer = BitWriter()
    writer.write(1, 1)
    writer.write(1, 2)
    writer.huffman(0x30 + 97, 8)
    writer.huffman(1, 7)
    writer.huffman(30, 5)
    #expect(throws: InflateError.invalidData("distance symbol 30")) {
      try Inflate.inflate(writer.bytes, limit: 10)
    }
  }

  @Test func dynamicHeaderErrors() {
    // A dynamic block whose code-length code gives three symbols length 1: over-subscribed.
    var writer = BitWriter()
    writer.write(1, 1)
    writer.write(2, 2)
    writer.write(0, 5)  // 257 literal/length codes
    writer.write(0, 5)  // 1 distance code
    writer.write(0, 4)  // 4 code-length codes: for 16, 17, 18, 0
    for _ in 0..<3 { writer.write(1, 3) }
    writer.write(0, 3)
    #expect(throws: InflateError.invalidData("over-subscribed Huffman code")) {
      try Inflate.inflate(writer.bytes, limit: 10)
    }
    // Repeat code 16 as the very first length.
    writer = BitWriter()
    writer.write(1, 1)
    writer.write(2, 2)
    writer.write(0, 5)
    writer.write(0, 5)
    writer.write(0, 4)
    writer.write(1, 3)  // symbol 16: length 1
    writer.write(0, 3)
    writer.write(0, 3)
    writer.write(1, 3)  // symbol 0: length 1
    writer.huffman(1, 1)  // symbol 16 (codes: 0 → symbol 0, 1 → symbol 16)
    writer.write(0, 2)
    #expect(throws: InflateError.invalidData("code length repeat with no previous length")) {
      try Inflate.inflate(writer.bytes, limit: 10)
    }
  }

  /// Every proper prefix of a valid stream is an error, never a crash or a result.
  @Test func everyTruncationIsAnError() {
    for length in 0..<Self.fixedStream.count {
      #expect(throws: InflateError.self) {
        try Inflate.zlibDecompress(Array(Self.fixedStream.prefix(length)), limit: 1000)
      }
    }
  }

  @Test func checksumMismatchIsReported() {
    var stream = Self.fixedStream
    stream[stream.count - 1] ^= 0x10
    #expect(throws: InflateError.self) { try Inflate.zlibDecompress(stream, limit: 1000) }
    do {
      _ = try Inflate.zlibDecompress(stream, limit: 1000)
    } catch {
      guard case .checksumMismatch(let expected, let actual) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(expected ^ actual == 0x10)
      #expect(error.description.hasPrefix("Adler-32 checksum mismatch (stored 0x"))
    }
  }

  private static func hex(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(index, offsetBy: 2)
      bytes.append(UInt8(text[index..<next], radix: 16)!)
      index = next
    }
    return bytes
  }
}

/// Writes deflate bits, least significant first; Huffman codes most significant bit first.
private struct BitWriter {
  private(set) var bytes: [UInt8] = []
  private var used = 8

  mutating func write(_ value: Int, _ count: Int) {
    for bit in 0..<count {
      if used == 8 {
        bytes.append(0)
        used = 0
      }
      bytes[bytes.count - 1] |= UInt8(value >> bit & 1) << used
      used += 1
    }
  }

  mutating func huffman(_ code: Int, _ length: Int) {
    for bit in (0..<length).reversed() { write(code >> bit & 1, 1) }
  }
}
