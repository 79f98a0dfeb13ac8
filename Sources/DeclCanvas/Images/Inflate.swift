import Decl

/// Decompression of zlib (RFC 1950) and deflate (RFC 1951) streams: stored, fixed-Huffman and
/// dynamic-Huffman blocks. Foundation on Linux offers no zlib API, and Decl has no package
/// dependencies, so PNG decoding brings its own.
///
/// Work is linear in the input and the output: every symbol consumes at least one bit, and the
/// output never grows past `limit`, so corrupt or hostile data fails fast instead of hanging or
/// exhausting memory.
package enum Inflate {
  /// The most a deflate stream can expand: a 258-byte match costs at least two bits.
  static let maximumExpansion = 1032

  /// The decompressed contents of a zlib stream, at most `limit` bytes, its Adler-32 checked.
  package static func zlibDecompress(_ data: [UInt8], limit: Int) throws(InflateError) -> [UInt8] {
    guard data.count >= 2 else { throw .truncated }
    let method = data[0]
    let flags = data[1]
    guard method & 0x0F == 8 else { throw .invalidHeader("compression method \(method & 0x0F)") }
    guard method >> 4 <= 7 else { throw .invalidHeader("window size 2^\(method >> 4 + 8)") }
    guard (UInt16(method) << 8 | UInt16(flags)) % 31 == 0 else {
      throw .invalidHeader("header check bits")
    }
    guard flags & 0x20 == 0 else { throw .invalidHeader("preset dictionary") }
    var inflater = Inflater(data: data, start: 2, limit: limit)
    try inflater.run()
    let stored = try inflater.readBigEndianChecksum()
    let actual = adler32(inflater.output)
    guard stored == actual else { throw .checksumMismatch(expected: stored, actual: actual) }
    return inflater.output
  }

  /// The decompressed contents of a raw deflate stream, at most `limit` bytes.
  package static func inflate(_ data: [UInt8], limit: Int) throws(InflateError) -> [UInt8] {
    var inflater = Inflater(data: data, start: 0, limit: limit)
    try inflater.run()
    return inflater.output
  }

  /// The Adler-32 checksum of RFC 1950 §8.
  package static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    var index = 0
    while index < bytes.count {
      // 5552 bytes is the most that can be summed before `b` could overflow 32 bits.
      let end = min(index + 5552, bytes.count)
      while index < end {
        a += UInt32(bytes[index])
        b += a
        index += 1
      }
      a %= 65521
      b %= 65521
    }
    return b << 16 | a
  }

  static let lengthBase: [Int] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  static let lengthExtraBits: [Int] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  static let distanceBase: [Int] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  static let distanceExtraBits: [Int] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12,
    13, 13,
  ]
  /// The order in which a dynamic block lists its code-length code lengths.
  static let codeLengthOrder: [Int] = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
  ]

  /// The fixed literal/length code of RFC 1951 §3.2.6.
  static let fixedLiterals: HuffmanTable = {
    let lengths =
      [UInt8](repeating: 8, count: 144) + [UInt8](repeating: 9, count: 112)
      + [UInt8](repeating: 7, count: 24) + [UInt8](repeating: 8, count: 8)
    return try! HuffmanTable(lengths: lengths[...])
  }()

  /// The fixed distance code: 32 five-bit codes (30 and 31 never occur in valid data).
  static let fixedDistances = try! HuffmanTable(
    lengths: [UInt8](repeating: 5, count: 32)[...])
}

/// The state of one decompression: input bits, output bytes.
private struct Inflater {
  private let data: [UInt8]
  private let limit: Int
  /// The next input byte to load into `bitBuffer`.
  private var position: Int
  /// Input bits not yet consumed, the next one lowest.
  private var bitBuffer: UInt64 = 0
  private var bitCount = 0
  private(set) var output: [UInt8] = []

  init(data: [UInt8], start: Int, limit: Int) {
    self.data = data
    self.limit = max(0, limit)
    self.position = min(max(0, start), data.count)
    // A stream cannot expand more than `maximumExpansion` times, so a small input with a large
    // limit does not reserve memory it can never fill.
    let remaining = data.count - position
    let bound = remaining.multipliedReportingOverflow(by: Inflate.maximumExpansion)
    output.reserveCapacity(min(self.limit, bound.overflow ? self.limit : bound.partialValue + 1024))
  }

  /// Decodes blocks until the one marked final.
  mutating func run() throws(InflateError) {
    var isFinal = false
    while !isFinal {
      isFinal = try bits(1) == 1
      switch try bits(2) {
      case 0:
        try storedBlock()
      case 1:
        try huffmanBlock(literals: Inflate.fixedLiterals, distances: Inflate.fixedDistances)
      case 2:
        let (literals, distances) = try dynamicTables()
        try huffmanBlock(literals: literals, distances: distances)
      default:
        throw .invalidData("block type 3")
      }
    }
  }

  /// The big-endian 32-bit value that follows the deflate data, starting at a byte boundary.
  mutating func readBigEndianChecksum() throws(InflateError) -> UInt32 {
    dropToByteBoundary()
    var value: UInt32 = 0
    for _ in 0..<4 { value = value << 8 | UInt32(try bits(8)) }
    return value
  }

  // MARK: Bits

  private mutating func refill() {
    while bitCount <= 56 && position < data.count {
      bitBuffer |= UInt64(data[position]) << UInt64(bitCount)
      position += 1
      bitCount += 8
    }
  }

  /// The next `count` bits (at most 32) as an integer, first bit lowest.
  private mutating func bits(_ count: Int) throws(InflateError) -> Int {
    if bitCount < count {
      refill()
      guard bitCount >= count else { throw .truncated }
    }
    let value = Int(bitBuffer & (1 << UInt64(count) - 1))
    bitBuffer >>= UInt64(count)
    bitCount -= count
    return value
  }

  private mutating func dropToByteBoundary() {
    let extra = bitCount % 8
    bitBuffer >>= UInt64(extra)
    bitCount -= extra
  }

  /// The next symbol of `table`'s code.
  private mutating func decode(_ table: HuffmanTable) throws(InflateError) -> Int {
    if bitCount < table.indexBits { refill() }
    // Near the end of the input fewer bits than the index width may remain: the missing high
    // bits read as zero, and the entry's length tells whether the code really fits.
    let entry = Int(table.entries[Int(bitBuffer & (1 << UInt64(table.indexBits) - 1))])
    let length = entry & 15
    guard length > 0, length <= bitCount else {
      throw bitCount < table.indexBits ? .truncated : .invalidData("unused Huffman code")
    }
    bitBuffer >>= UInt64(length)
    bitCount -= length
    return entry >> 4
  }

  // MARK: Blocks

  private mutating func append(_ byte: UInt8) throws(InflateError) {
    guard output.count < limit else { throw .outputLimitExceeded(limit: limit) }
    output.append(byte)
  }

  private mutating func storedBlock() throws(InflateError) {
    dropToByteBoundary()
    let length = try bits(16)
    let complement = try bits(16)
    guard length == ~complement & 0xFFFF else {
      throw .invalidData("stored block length does not match its complement")
    }
    guard output.count + length <= limit else { throw .outputLimitExceeded(limit: limit) }
    var remaining = length
    // Whole bytes already in the bit buffer come first, then the rest straight from the input.
    while remaining > 0 && bitCount >= 8 {
      output.append(UInt8(try bits(8)))
      remaining -= 1
    }
    guard data.count - position >= remaining else { throw .truncated }
    output.append(contentsOf: data[position..<position + remaining])
    position += remaining
  }

  private mutating func huffmanBlock(literals: HuffmanTable, distances: HuffmanTable)
    throws(InflateError)
  {
    while true {
      let symbol = try decode(literals)
      if symbol < 256 {
        try append(UInt8(symbol))
        continue
      }
      if symbol == 256 { return }
      let lengthIndex = symbol - 257
      guard lengthIndex < Inflate.lengthBase.count else {
        throw .invalidData("length symbol \(symbol)")
      }
      let length =
        Inflate.lengthBase[lengthIndex] + (try bits(Inflate.lengthExtraBits[lengthIndex]))
      let distanceSymbol = try decode(distances)
      guard distanceSymbol < Inflate.distanceBase.count else {
        throw .invalidData("distance symbol \(distanceSymbol)")
      }
      let distance =
        Inflate.distanceBase[distanceSymbol]
        + (try bits(Inflate.distanceExtraBits[distanceSymbol]))
      guard distance <= output.count else {
        throw .invalidData("distance \(distance) reaches before the start of the data")
      }
      guard output.count + length <= limit else { throw .outputLimitExceeded(limit: limit) }
      // Byte by byte: the copy may overlap what it writes (a run of a repeated pattern).
      var from = output.count - distance
      for _ in 0..<length {
        output.append(output[from])
        from += 1
      }
    }
  }

  /// Reads a dynamic block's header: its literal/length and distance codes (RFC 1951 §3.2.7).
  private mutating func dynamicTables() throws(InflateError) -> (HuffmanTable, HuffmanTable) {
    let literalCount = try bits(5) + 257
    let distanceCount = try bits(5) + 1
    let codeLengthCount = try bits(4) + 4
    guard literalCount <= 286 else { throw .invalidData("\(literalCount) literal/length codes") }
    guard distanceCount <= 30 else { throw .invalidData("\(distanceCount) distance codes") }
    var codeLengthLengths = [UInt8](repeating: 0, count: 19)
    for index in 0..<codeLengthCount {
      codeLengthLengths[Inflate.codeLengthOrder[index]] = UInt8(try bits(3))
    }
    let codeLengths = try HuffmanTable(lengths: codeLengthLengths[...])
    var lengths = [UInt8]()
    lengths.reserveCapacity(literalCount + distanceCount)
    while lengths.count < literalCount + distanceCount {
      let symbol = try decode(codeLengths)
      let value: UInt8
      let repeats: Int
      switch symbol {
      case 0...15:
        value = UInt8(symbol)
        repeats = 1
      case 16:
        guard let previous = lengths.last else {
          throw .invalidData("code length repeat with no previous length")
        }
        value = previous
        repeats = 3 + (try bits(2))
      case 17:
        value = 0
        repeats = 3 + (try bits(3))
      default:
        value = 0
        repeats = 11 + (try bits(7))
      }
      guard lengths.count + repeats <= literalCount + distanceCount else {
        throw .invalidData("code lengths overflow the code count")
      }
      lengths.append(contentsOf: repeatElement(value, count: repeats))
    }
    guard lengths[256] > 0 else { throw .invalidData("no end-of-block code") }
    let literals = try HuffmanTable(lengths: lengths[..<literalCount])
    let distances = try HuffmanTable(lengths: lengths[literalCount...])
    return (literals, distances)
  }
}
