#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Allocation-free encoding of a cell's grapheme as one `UInt64`, so cells compare as integers.
///
/// Graphemes of up to 8 UTF-8 bytes (all ASCII, CJK, most emoji, letters with a mark or two,
/// flags) are stored inline, first byte lowest. UTF-8 of non-NUL text never contains a zero
/// byte, so the length is implied. Longer graphemes (ZWJ sequences, stacked marks) are interned
/// in a process-wide table and stored as `index << 8`: a zero low byte marks that form.
@usableFromInline package enum GraphemeKey {
  @usableFromInline package static let space: UInt64 = 0x20
  /// U+FFFD, the stand-in for control characters (UTF-8 EF BF BD).
  package static let replacement: UInt64 = 0xBDBFEF

  /// Whether the grapheme contains a C0/C1 control or DEL, which must never reach a terminal.
  package static func isControl(_ grapheme: Character) -> Bool {
    for scalar in grapheme.unicodeScalars {
      let value = scalar.value
      if value < 0x20 || (value >= 0x7F && value <= 0x9F) { return true }
    }
    return false
  }

  /// The key of `grapheme`, with control characters replaced by U+FFFD.
  package static func make(_ grapheme: Character) -> UInt64 {
    if let ascii = grapheme.asciiValue {
      // `asciiValue` of "\r\n" is 0x0A, so this also catches the only multi-scalar control.
      return ascii < 0x20 || ascii == 0x7F ? replacement : UInt64(ascii)
    }
    if isControl(grapheme) { return replacement }
    var key: UInt64 = 0
    var shift: UInt64 = 0
    for byte in grapheme.utf8 {
      guard shift < 64 else { return GraphemeTable.shared.intern(Array(grapheme.utf8)) }
      key |= UInt64(byte) << shift
      shift += 8
    }
    return key
  }

  /// Whether the key stores its bytes inline (as opposed to an interned index).
  @inline(__always)
  package static func isInline(_ key: UInt64) -> Bool { key & 0xFF != 0 }

  /// UTF-8 length of an inline key.
  @inline(__always)
  package static func inlineByteCount(_ key: UInt64) -> Int { (71 - key.leadingZeroBitCount) / 8 }

  /// Appends the grapheme's UTF-8 bytes.
  @inline(__always)
  package static func append(_ key: UInt64, to out: inout [UInt8]) {
    guard isInline(key) else {
      out.append(contentsOf: GraphemeTable.shared.bytes(at: key >> 8))
      return
    }
    var rest = key
    repeat {
      out.append(UInt8(truncatingIfNeeded: rest))
      rest >>= 8
    } while rest != 0
  }

  /// The grapheme a key stands for.
  package static func character(_ key: UInt64) -> Character {
    guard isInline(key) else {
      return Character(String(decoding: GraphemeTable.shared.bytes(at: key >> 8), as: UTF8.self))
    }
    let count = inlineByteCount(key)
    let text = String(unsafeUninitializedCapacity: count) { buffer in
      var rest = key
      for index in 0..<count {
        buffer[index] = UInt8(truncatingIfNeeded: rest)
        rest >>= 8
      }
      return count
    }
    return Character(text)
  }
}

/// Process-wide, append-only intern table for graphemes longer than 8 UTF-8 bytes.
///
/// Entries are never removed: the table grows with the number of *distinct* long graphemes a
/// process ever draws, which in practice is small. A pthread mutex (rather than
/// `Synchronization.Mutex`) keeps older Apple OS versions supported.
package final class GraphemeTable: @unchecked Sendable {
  package static let shared = GraphemeTable()

  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var entries: [[UInt8]] = []
  private var indices: [[UInt8]: UInt64] = [:]

  private init() {
    mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  /// The key (`index << 8`) for these bytes, adding them on first sight.
  func intern(_ bytes: [UInt8]) -> UInt64 {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    if let index = indices[bytes] { return index << 8 }
    let index = UInt64(entries.count)
    entries.append(bytes)
    indices[bytes] = index
    return index << 8
  }

  /// The bytes stored at `index`.
  package func bytes(at index: UInt64) -> [UInt8] {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return entries[Int(index)]
  }
}
