/// A small, forgiving reader of Swift source text. It knows what `#Preview` needs to find its
/// arguments and closure: string literals (raw, multi-line, with interpolations), comments and
/// brackets. Every scan moves forward and stops at the end of the text, so no input can make it
/// loop or crash; text it cannot close (an unterminated string or bracket) gives nil.
struct SourceScanner {
  /// The text, as UTF-8 (the compiler's offsets count UTF-8 bytes).
  let bytes: [UInt8]

  init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// The text of `range`.
  func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// The index of the first byte at or after `index` that is not whitespace or a comment.
  func skipTrivia(from index: Int) -> Int {
    var i = index
    while i < bytes.count {
      if Self.isWhitespace(bytes[i]) {
        i += 1
      } else if let end = commentEnd(at: i) {
        i = end
      } else {
        break
      }
    }
    return i
  }

  /// Whether the text at `index` is `word`, not followed by more of an identifier.
  func hasWord(_ word: String, at index: Int) -> Bool {
    let word = Array(word.utf8)
    guard index + word.count <= bytes.count, Array(bytes[index..<index + word.count]) == word
    else { return false }
    return index + word.count == bytes.count || !Self.isIdentifier(bytes[index + word.count])
  }

  /// The index after the element at `index`: a whole string literal, comment or bracketed
  /// group, or else one byte. Nil when the element is never closed.
  func elementEnd(at index: Int) -> Int? {
    if let end = commentEnd(at: index) { return end }
    if isStringStart(at: index) { return stringEnd(at: index) }
    if let close = Self.closer[bytes[index]] { return groupEnd(at: index, close: close) }
    return index + 1
  }

  /// The index of the bracket that closes the one at `index`, or nil.
  func closingBracket(of index: Int) -> Int? {
    guard let close = Self.closer[bytes[index]], let end = groupEnd(at: index, close: close)
    else { return nil }
    return end - 1
  }

  /// The ranges between the top-level commas of `range`.
  func splitAtCommas(_ range: Range<Int>) -> [Range<Int>]? {
    var parts: [Range<Int>] = []
    var start = range.lowerBound
    var i = range.lowerBound
    while i < range.upperBound {
      if bytes[i] == UInt8(ascii: ",") {
        parts.append(start..<i)
        start = i + 1
        i += 1
      } else {
        guard let next = elementEnd(at: i), next <= range.upperBound else { return nil }
        i = next
      }
    }
    parts.append(start..<range.upperBound)
    return parts
  }

  /// `range` without the whitespace and comments at either end.
  func trimmed(_ range: Range<Int>) -> Range<Int> {
    let start = min(skipTrivia(from: range.lowerBound), range.upperBound)
    var end = range.upperBound
    while end > start, Self.isWhitespace(bytes[end - 1]) { end -= 1 }
    return start..<end
  }

  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0B || byte == 0x0C
  }

  static func isIdentifier(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
      || (byte >= 0x61 && byte <= 0x7A)
      || byte == UInt8(ascii: "_") || byte >= 0x80
  }

  private static let closer: [UInt8: UInt8] = [
    UInt8(ascii: "("): UInt8(ascii: ")"), UInt8(ascii: "["): UInt8(ascii: "]"),
    UInt8(ascii: "{"): UInt8(ascii: "}"),
  ]

  private func groupEnd(at index: Int, close: UInt8) -> Int? {
    var i = index + 1
    while i < bytes.count {
      let byte = bytes[i]
      if byte == close { return i + 1 }
      if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
        return nil
      }
      guard let next = elementEnd(at: i) else { return nil }
      i = next
    }
    return nil
  }

  /// The index after a comment starting at `index`, or nil when none starts there (an
  /// unterminated block comment runs to the end).
  private func commentEnd(at index: Int) -> Int? {
    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/") else { return nil }
    if bytes[index + 1] == UInt8(ascii: "/") {
      var i = index + 2
      while i < bytes.count, bytes[i] != 0x0A { i += 1 }
      return i
    }
    guard bytes[index + 1] == UInt8(ascii: "*") else { return nil }
    var depth = 1
    var i = index + 2
    while i < bytes.count, depth > 0 {
      if bytes[i] == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*") {
        depth += 1
        i += 2
      } else if bytes[i] == UInt8(ascii: "*"), i + 1 < bytes.count,
        bytes[i + 1] == UInt8(ascii: "/")
      {
        depth -= 1
        i += 2
      } else {
        i += 1
      }
    }
    return i
  }

  private func isStringStart(at index: Int) -> Bool {
    var i = index
    while i < bytes.count, bytes[i] == UInt8(ascii: "#") { i += 1 }
    return i < bytes.count && bytes[i] == UInt8(ascii: "\"")
  }

  /// The index after the string literal at `index` (`"…"`, `"""…"""`, `#"…"#`), or nil.
  private func stringEnd(at index: Int) -> Int? {
    var i = index
    var hashes = 0
    while bytes[i] == UInt8(ascii: "#") {
      hashes += 1
      i += 1
    }
    let quote = UInt8(ascii: "\"")
    let multiline = i + 2 < bytes.count && bytes[i + 1] == quote && bytes[i + 2] == quote
    let delimiter = multiline ? 3 : 1
    i += delimiter
    while i < bytes.count {
      let byte = bytes[i]
      if byte == 0x0A, !multiline { return nil }
      if byte == UInt8(ascii: "\\"), hashesFollow(i + 1, count: hashes) {
        let escaped = i + 1 + hashes
        guard escaped < bytes.count else { return nil }
        if bytes[escaped] == UInt8(ascii: "(") {
          guard let close = closingBracket(of: escaped) else { return nil }
          i = close + 1
        } else {
          i = escaped + 1
        }
        continue
      }
      if byte == quote, quotesFollow(i, count: delimiter),
        hashesFollow(i + delimiter, count: hashes)
      {
        return i + delimiter + hashes
      }
      i += 1
    }
    return nil
  }

  private func hashesFollow(_ index: Int, count: Int) -> Bool {
    guard index + count <= bytes.count else { return false }
    return bytes[index..<index + count].allSatisfy { $0 == UInt8(ascii: "#") }
  }

  private func quotesFollow(_ index: Int, count: Int) -> Bool {
    guard index + count <= bytes.count else { return false }
    return bytes[index..<index + count].allSatisfy { $0 == UInt8(ascii: "\"") }
  }
}
