/// Terminal column widths (0, 1 or 2) of scalars, grapheme clusters and strings.
///
/// Scalar widths come from `CharacterWidthTable` (generated from the UCD by
/// `Scripts/generate-width-table.py`, which documents the per-scalar rules). Decisions:
/// - C0/C1 controls and DEL are 0: callers sanitize them before layout.
/// - U+00AD SOFT HYPHEN is 1, as in glibc and Markus Kuhn's `wcwidth`: terminals draw it.
/// - East Asian Ambiguous is 1 (the non-CJK-locale default of terminals).
/// - A cluster is as wide as its first visible scalar (its base). A cluster with no base
///   (a lone combining mark, ZWJ or variation selector) is 0; to show an orphan mark,
///   callers should attach it to U+00A0 or U+25CC, as Unicode recommends.
/// - Emoji presentation: VS16 after an Emoji=Yes scalar, a skin-tone modifier, a flag
///   (regional-indicator pair) or a keycap makes the cluster 2; VS15 right after an
///   Emoji=Yes base makes it 1. A lone regional indicator is 1.
/// - ZWJ sequences count once: the width of their base (after the rules above).
package enum TerminalWidth {
  /// The width of one scalar drawn on its own: 0, 1 or 2.
  package static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    // Latin fast path: below U+0300 (first combining mark) only controls are not 1.
    if value < 0x300 {
      if value >= 0x20 && value < 0x7F { return 1 }
      return value < 0x20 || value <= 0x9F ? 0 : 1
    }
    return Int(properties(of: value) & widthMask)
  }

  /// The width of a grapheme cluster drawn as one unit: 0, 1 or 2.
  package static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    var iterator = scalars.makeIterator()
    guard let first = iterator.next() else { return 0 }
    // Most characters are a single scalar; avoid the cluster state machine for them.
    guard iterator.next() != nil else { return of(first) }
    return clusterWidth(scalars)
  }

  /// The sum of the widths of the string's characters.
  package static func of<S: StringProtocol>(_ string: S) -> Int {
    // Printable ASCII is one column per byte and needs no grapheme breaking. Otherwise
    // the scan stops at the first other byte, so it costs little on mixed text.
    var asciiCount = 0
    for byte in string.utf8 {
      guard byte >= 0x20 && byte < 0x7F else {
        // Resuming mid-string from a UTF-8 index measured slower than starting over.
        var total = 0
        for character in string {
          total += of(character)
        }
        return total
      }
      asciiCount += 1
    }
    return asciiCount
  }

  /// Whether the scalar has Emoji=Yes, i.e. may take emoji presentation with VS16.
  package static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
    properties(of: scalar.value) & emojiFlag != 0
  }

  private static let widthMask: UInt32 = 0b011
  private static let emojiFlag: UInt32 = 0b100

  /// The packed `emoji << 2 | width` bits of the run containing `value`.
  private static func properties(of value: UInt32) -> UInt32 {
    // Every run entry of `value`'s run is <= key, and every later run's is > key.
    let key = value << 3 | 0b111
    return CharacterWidthTable.runs.withUnsafeBufferPointer { runs in
      // Invariant: runs[low] <= key < runs[high] (high == count means past the end).
      // runs[0] starts at U+0000, so `low` is always valid.
      var low = 0
      var high = runs.count
      while high - low > 1 {
        let middle = (low + high) >> 1
        if runs[middle] <= key {
          low = middle
        } else {
          high = middle
        }
      }
      return runs[low] & 0b111
    }
  }

  private static func clusterWidth(_ scalars: Character.UnicodeScalarView) -> Int {
    var base: UInt32 = 0
    var baseWidth = 0  // 0 until a visible base is found
    var previous: UInt32 = 0
    var isRightAfterBase = false
    var isEmojiPresentation = false
    var isTextPresentation = false
    for scalar in scalars {
      let value = scalar.value
      if baseWidth == 0 {
        // Prepended format characters and leading marks are skipped until a base shows up.
        baseWidth = of(scalar)
        base = value
        previous = value
        isRightAfterBase = true
        continue
      }
      switch value {
      case 0xFE0F:
        // Emoji-capable scalars anywhere in a ZWJ sequence may request emoji presentation.
        if isEmojiValue(previous) { isEmojiPresentation = true }
      case 0xFE0E:
        // VS15 only selects text presentation for the scalar it directly follows.
        if isRightAfterBase && isEmojiValue(base) { isTextPresentation = true }
      case 0x20E3:
        // Keycap sequences render as an emoji key, with or without the VS16 in between.
        if base == 0x23 || base == 0x2A || (0x30...0x39).contains(base) {
          isEmojiPresentation = true
        }
      case CharacterWidthTable.regionalIndicators:
        if CharacterWidthTable.regionalIndicators.contains(base) { isEmojiPresentation = true }
      case CharacterWidthTable.emojiModifiers:
        if isEmojiValue(previous) { isEmojiPresentation = true }
      default:
        break
      }
      previous = value
      isRightAfterBase = false
    }
    if baseWidth == 0 { return 0 }
    if isTextPresentation { return 1 }
    if isEmojiPresentation { return 2 }
    return baseWidth
  }

  private static func isEmojiValue(_ value: UInt32) -> Bool {
    properties(of: value) & emojiFlag != 0
  }
}
