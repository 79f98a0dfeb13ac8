extension InputDecoder {
  /// Collects bracketed-paste bytes up to `ESC [ 201 ~` in linear time and bounded memory.
  ///
  /// A paste larger than `limit` bytes is delivered as several consecutive `.paste` events, cut
  /// between whole UTF-8 scalars and never inside a CRLF, so memory stays bounded even if the
  /// terminator never comes. A Ctrl-C byte (0x03) also ends the paste: terminals do not paste
  /// control characters, so it was typed, and a paste whose end was lost must not swallow it.
  package struct PasteCollector: Sendable {
    private static let terminator: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
    /// Ctrl-C.
    private static let interrupt: UInt8 = 0x03

    /// Largest chunk held before part of the paste is delivered early.
    package let limit: Int
    private var buffer: [UInt8] = []
    private var matched = 0
    private var deliveredChunk = false

    package init(limit: Int) {
      // Room for a held-back partial scalar and CR is needed for progress.
      self.limit = max(limit, 16)
    }

    /// Bytes held, including a partly matched terminator.
    package var byteCount: Int { buffer.count + matched }

    /// Consumes paste bytes from `input[start...]`; returns where to resume and whether the
    /// paste ended (at its terminator, or before a Ctrl-C byte, which is left unconsumed).
    package mutating func consume(
      _ input: [UInt8], from start: Int, into events: inout [InputEvent]
    ) -> (next: Int, finished: Bool) {
      var index = start
      while index < input.count {
        if matched == 0 {
          // Bulk-copy everything up to the next ESC: the common case for large pastes.
          let end = input[index...].firstIndex { $0 == 0x1B || $0 == Self.interrupt } ?? input.count
          append(input[index..<end], into: &events)
          index = end
          if index < input.count {
            if input[index] == Self.interrupt {
              finish(into: &events)
              return (index, true)
            }
            matched = 1
            index += 1
          }
        } else if input[index] == Self.terminator[matched] {
          matched += 1
          index += 1
          if matched == Self.terminator.count {
            matched = 0
            finish(into: &events)
            return (index, true)
          }
        } else {
          // Not the terminator after all: the matched prefix is content; re-read this byte.
          append(Self.terminator[0..<matched], into: &events)
          matched = 0
        }
      }
      return (index, false)
    }

    private mutating func append(_ bytes: ArraySlice<UInt8>, into events: inout [InputEvent]) {
      var rest = bytes
      while !rest.isEmpty {
        let room = limit - buffer.count
        buffer.append(contentsOf: rest.prefix(room))
        rest = rest.dropFirst(room)
        if buffer.count >= limit {
          deliverChunk(into: &events)
        }
      }
    }

    private mutating func deliverChunk(into events: inout [InputEvent]) {
      var cut = buffer.count
      // Keep a partial UTF-8 scalar at the end for the next chunk.
      var lead = cut - 1
      var continuations = 0
      while lead > 0 && continuations < 3 && buffer[lead] & 0xC0 == 0x80 {
        lead -= 1
        continuations += 1
      }
      if Self.scalarLength(lead: buffer[lead]) > continuations + 1 {
        cut = lead
      }
      // Keep a trailing CR with the LF that may follow, so CRLF stays one newline.
      if cut > 0 && buffer[cut - 1] == 0x0D {
        cut -= 1
      }
      events.append(.paste(Self.text(buffer[..<cut])))
      buffer.removeSubrange(..<cut)
      deliveredChunk = true
    }

    /// Ends a paste whose terminator did not come: what arrived is delivered as the paste, and a
    /// partly matched terminator (most likely the terminator cut short) is dropped.
    mutating func abandon(into events: inout [InputEvent]) {
      matched = 0
      finish(into: &events)
    }

    private mutating func finish(into events: inout [InputEvent]) {
      // An empty paste is still reported once; an empty tail after early chunks is not.
      if !buffer.isEmpty || !deliveredChunk {
        events.append(.paste(Self.text(buffer[...])))
      }
      buffer = []
      deliveredChunk = false
    }

    private static func scalarLength(lead: UInt8) -> Int {
      switch lead {
      case 0xC0...0xDF: 2
      case 0xE0...0xEF: 3
      case 0xF0...0xF7: 4
      default: 1
      }
    }

    /// Decodes paste bytes, turning CRLF and lone CR into LF and ill-formed UTF-8 into U+FFFD.
    ///
    /// Repairs with the same policy as typed text; the stdlib's own repair is far slower when a
    /// paste is mostly invalid bytes, while valid output makes `String(decoding:)` a plain copy.
    package static func text(_ bytes: ArraySlice<UInt8>) -> String {
      var output: [UInt8] = []
      output.reserveCapacity(bytes.count)
      var utf8 = UTF8Stream()
      var afterCR = false
      for byte in bytes {
        var retry = true
        while retry {
          retry = false
          if byte < 0x80 && !utf8.isPending {
            if !(byte == 0x0A && afterCR) {
              output.append(byte == 0x0D ? 0x0A : byte)
            }
            afterCR = byte == 0x0D
            continue
          }
          afterCR = false
          switch utf8.decode(byte) {
          case .incomplete:
            break
          case .scalar(let scalar):
            UTF8.encode(scalar) { output.append($0) }
          case .invalidThenRetry:
            UTF8.encode(UTF8Stream.replacement) { output.append($0) }
            retry = true
          }
        }
      }
      if let replacement = utf8.abandon() {
        UTF8.encode(replacement) { output.append($0) }
      }
      return String(decoding: output, as: UTF8.self)
    }
  }
}
