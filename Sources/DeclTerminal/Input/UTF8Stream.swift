extension InputDecoder {
  /// Incremental UTF-8 decoder that repairs ill-formed input with U+FFFD, one per maximal
  /// ill-formed subpart (the Unicode / WHATWG policy), so it never stalls or drops good bytes.
  package struct UTF8Stream: Sendable {
    /// Result of feeding one byte.
    package enum Step: Equatable {
      /// More continuation bytes are needed.
      case incomplete
      /// A scalar was completed (U+FFFD for a byte that can never start a scalar).
      case scalar(Unicode.Scalar)
      /// The pending sequence was cut short: emit U+FFFD, then feed the same byte again.
      case invalidThenRetry
    }

    package static let replacement: Unicode.Scalar = "\u{FFFD}"

    private var value: UInt32 = 0
    private var remaining = 0
    private var lowerBound: UInt8 = 0x80
    private var upperBound: UInt8 = 0xBF
    private var consumed = 0

    /// True while a multi-byte scalar is partially read.
    var isPending: Bool { remaining > 0 }

    /// Bytes of the partially read scalar.
    package var pendingByteCount: Int { remaining > 0 ? consumed : 0 }

    /// Advances by one byte.
    package mutating func decode(_ byte: UInt8) -> Step {
      guard remaining > 0 else { return start(byte) }
      // Second-byte bounds exclude overlongs, surrogates and values above U+10FFFF.
      guard byte >= lowerBound && byte <= upperBound else {
        _ = abandon()
        return .invalidThenRetry
      }
      value = value << 6 | UInt32(byte & 0x3F)
      remaining -= 1
      consumed += 1
      lowerBound = 0x80
      upperBound = 0xBF
      guard remaining == 0 else { return .incomplete }
      return .scalar(Unicode.Scalar(value) ?? Self.replacement)
    }

    /// Drops a partial scalar; returns U+FFFD if there was one.
    mutating func abandon() -> Unicode.Scalar? {
      defer {
        remaining = 0
        consumed = 0
      }
      return remaining > 0 ? Self.replacement : nil
    }

    private mutating func start(_ byte: UInt8) -> Step {
      switch byte {
      case 0x00...0x7F:
        return .scalar(Unicode.Scalar(byte))
      case 0xC2...0xDF:
        begin(value: byte & 0x1F, remaining: 1)
      case 0xE0:
        begin(value: 0, remaining: 2, lower: 0xA0)
      case 0xED:
        begin(value: 0x0D, remaining: 2, upper: 0x9F)
      case 0xE1...0xEF:
        begin(value: byte & 0x0F, remaining: 2)
      case 0xF0:
        begin(value: 0, remaining: 3, lower: 0x90)
      case 0xF4:
        begin(value: 4, remaining: 3, upper: 0x8F)
      case 0xF1...0xF3:
        begin(value: byte & 0x07, remaining: 3)
      default:
        // Stray continuation bytes, C0/C1 overlong leads and F5...FF never start a scalar.
        return .scalar(Self.replacement)
      }
      return .incomplete
    }

    private mutating func begin(
      value: UInt8, remaining: Int, lower: UInt8 = 0x80, upper: UInt8 = 0xBF
    ) {
      self.value = UInt32(value)
      self.remaining = remaining
      self.consumed = 1
      lowerBound = lower
      upperBound = upper
    }
  }
}
