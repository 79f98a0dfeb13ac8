import Decl

/// Why a zlib or deflate stream could not be decompressed.
package enum InflateError: Error, Equatable, CustomStringConvertible {
  /// The stream ends before its last block (or its checksum) is complete.
  case truncated
  /// The two-byte zlib header is malformed (`reason` says how).
  case invalidHeader(String)
  /// A block is malformed (`reason` says how: block type 3, a stored length that does not
  /// match its complement, an impossible Huffman code, a distance before the start, …).
  case invalidData(String)
  /// The data decompresses to more than the caller allowed.
  case outputLimitExceeded(limit: Int)
  /// The Adler-32 checksum after the data does not match the decompressed bytes.
  case checksumMismatch(expected: UInt32, actual: UInt32)

  package var description: String {
    switch self {
    case .truncated:
      return "compressed data ends early"
    case .invalidHeader(let reason):
      return "invalid zlib header: \(reason)"
    case .invalidData(let reason):
      return "invalid compressed data: \(reason)"
    case .outputLimitExceeded(let limit):
      return "compressed data expands past \(limit) bytes"
    case .checksumMismatch(let expected, let actual):
      return "Adler-32 checksum mismatch (stored \(hex(expected)), computed \(hex(actual)))"
    }
  }

  private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
  }
}
