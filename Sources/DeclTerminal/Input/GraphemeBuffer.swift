import DeclInput

extension InputDecoder {
  /// Holds back the latest grapheme cluster until a following scalar shows it is complete.
  ///
  /// Any character can be extended by a later combining mark, ZWJ, variation selector, skin tone
  /// or regional indicator, so the last one is only known to be whole once the next scalar (or a
  /// control byte, or `flush()`) arrives. Swift's own grapheme breaking decides the boundary.
  package struct GraphemeBuffer: Sendable {
    /// Longest cluster kept whole; beyond it the cluster is cut so hostile input stays bounded.
    package static let maxScalars = 32

    private var text = ""
    private var scalarCount = 0
    private var modifiers: KeyModifiers = []

    /// True when nothing is held.
    package var isEmpty: Bool { scalarCount == 0 }

    /// UTF-8 size of the held cluster.
    package var byteCount: Int { text.utf8.count }

    /// Adds a scalar; returns the previous cluster when this scalar starts a new one.
    package mutating func append(_ scalar: Unicode.Scalar, modifiers newModifiers: KeyModifiers)
      -> KeyEvent?
    {
      if scalarCount > 0 && newModifiers.isEmpty && extends(with: scalar) {
        text.unicodeScalars.append(scalar)
        scalarCount += 1
        return nil
      }
      let finished = take()
      text = String(scalar)
      scalarCount = 1
      modifiers = newModifiers
      return finished
    }

    /// Releases the held cluster, if any.
    package mutating func take() -> KeyEvent? {
      guard scalarCount > 0 else { return nil }
      let event = KeyEvent(.char(Character(text)), modifiers: modifiers)
      text = ""
      scalarCount = 0
      modifiers = []
      return event
    }

    private func extends(with scalar: Unicode.Scalar) -> Bool {
      guard scalarCount < Self.maxScalars else { return false }
      // Fast path for typing: two printable ASCII scalars never join (CR LF never gets here).
      if scalar.isASCII && scalarCount == 1 && text.utf8.first.map({ $0 < 0x80 }) == true {
        return false
      }
      var candidate = text
      candidate.unicodeScalars.append(scalar)
      return candidate.count == 1
    }
  }
}
