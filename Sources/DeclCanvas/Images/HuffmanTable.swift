import Decl

/// A canonical Huffman code (RFC 1951 §3.2.2) as a lookup table indexed by the next bits of
/// the stream, least significant bit first: one lookup decodes one symbol.
package struct HuffmanTable {
  /// Each entry is `symbol << 4 | length`; a length of 0 marks bits that start no code (an
  /// incomplete code, which is only an error if the stream uses it).
  package let entries: [UInt16]
  /// How many bits index the table: the longest code length.
  let indexBits: Int

  /// Builds the table from one code length per symbol (0 = unused symbol, at most 15).
  ///
  /// Throws when the lengths over-subscribe the code space (more codes than bit patterns),
  /// which no encoder can produce.
  package init(lengths: ArraySlice<UInt8>) throws(InflateError) {
    var counts = [Int](repeating: 0, count: 16)
    for length in lengths {
      guard length <= 15 else { throw .invalidData("code length \(length) above 15") }
      counts[Int(length)] += 1
    }
    counts[0] = 0
    var available = 1
    for length in 1...15 {
      available = available << 1 - counts[length]
      guard available >= 0 else { throw .invalidData("over-subscribed Huffman code") }
    }
    let indexBits = counts.lastIndex { $0 > 0 } ?? 0
    // The first code of each length, in canonical order (RFC 1951 §3.2.2, step 2).
    var nextCode = [Int](repeating: 0, count: 16)
    var code = 0
    for length in 1...15 {
      code = (code + counts[length - 1]) << 1
      nextCode[length] = code
    }
    var entries = [UInt16](repeating: 0, count: 1 << indexBits)
    for (symbol, length) in lengths.enumerated() where length > 0 {
      let length = Int(length)
      let code = nextCode[length]
      nextCode[length] += 1
      // Codes are stored most significant bit first, but the stream is read from the low
      // bit: index by the reversed code, repeated for every value of the unused high bits.
      var reversed = 0
      for bit in 0..<length where code >> bit & 1 == 1 { reversed |= 1 << (length - 1 - bit) }
      let entry = UInt16(symbol << 4 | length)
      for index in stride(from: reversed, to: entries.count, by: 1 << length) {
        entries[index] = entry
      }
    }
    self.entries = entries
    self.indexBits = indexBits
  }
}
