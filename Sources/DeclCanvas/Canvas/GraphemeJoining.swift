/// Keeps neighbouring cells from merging into one grapheme cluster on the terminal.
///
/// The encoder prints a row's cells back to back, and a terminal that segments graphemes joins
/// what Unicode joins: a cell ending in a ZWJ glues the next cell's emoji to it, a cell that
/// starts with a mark (spacing marks, emoji modifiers, halfwidth voicing marks) attaches to
/// whatever is left of it, two lone regional indicators become a flag, a Hangul leading
/// consonant takes the syllable after it. Any of these leaves the terminal's cursor somewhere
/// else than the canvas expects, and every later cell of the row lands in the wrong column.
/// `CellCanvas.put` therefore stores only graphemes that stand alone whatever their neighbours: a
/// trailing ZWJ and leading zero-width scalars are dropped, and a grapheme that could join a
/// neighbour is drawn as U+FFFD. (The check cannot look at neighbours: a terminal shows what
/// was printed in order, and the cells around may change after this one.)
package enum GraphemeJoining {
  /// The grapheme without trailing ZWJs and leading zero-width scalars (prepended format
  /// characters, which terminals attach to the cell before), or nil when it would join any
  /// cell printed before or after it (so it must be replaced).
  package static func standalone(_ grapheme: Character) -> Character? {
    var result = grapheme
    let scalars = grapheme.unicodeScalars
    let first = scalars.first!
    if scalars.last == "\u{200D}" || (first.value >= 0x300 && TerminalWidth.of(first) == 0) {
      var text = String(grapheme)
      while text.unicodeScalars.last == "\u{200D}" { text.unicodeScalars.removeLast() }
      while let first = text.unicodeScalars.first, TerminalWidth.of(first) == 0 {
        text.unicodeScalars.removeFirst()
      }
      guard let first = text.first, text.count == 1 else { return nil }
      result = first
    }
    if let first = result.unicodeScalars.first, mayExtendPrevious(first) {
      if merges(" ", result) { return nil }
    }
    if joinsNext(result) { return nil }
    if let last = result.unicodeScalars.last, mayPrependNext(last) {
      if merges(result, "a") { return nil }
    }
    return result
  }

  /// Whether the boundary between `left` and `right` disappears or moves when they are printed
  /// together (🇵 then 🇯🇵 become 🇵🇯 and 🇵).
  package static func merges(_ left: Character, _ right: Character) -> Bool {
    var probe = String(left)
    probe.append(right)
    return probe.count != 2 || probe.first != left
  }

  /// A lone regional indicator (it pairs with one printed after it) or a cluster ending in a
  /// Hangul leading consonant (it takes the syllable or vowel after it).
  private static func joinsNext(_ grapheme: Character) -> Bool {
    let scalars = grapheme.unicodeScalars
    guard let last = scalars.last else { return false }
    switch last.value {
    case 0x1F1E6...0x1F1FF: return scalars.count == 1
    case 0x1100...0x115F, 0xA960...0xA97F: return true
    default: return false
    }
  }

  /// Scalars that may continue the cluster before them (Grapheme_Cluster_Break Extend, ZWJ,
  /// SpacingMark), a superset checked exactly by segmenting.
  private static func mayExtendPrevious(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar.value >= 0x300 else { return false }
    let properties = scalar.properties
    return properties.isGraphemeExtend || properties.isEmojiModifier
      || properties.generalCategory == .spacingMark || scalar.value == 0x200D
      || scalar.value == 0x0E33 || scalar.value == 0x0EB3
  }

  /// Scalars that may join the cluster after them (Grapheme_Cluster_Break Prepend), a
  /// superset checked exactly by segmenting.
  private static func mayPrependNext(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890, 0x0891, 0x08E2, 0x0D4E, 0x110BD, 0x110CD,
      0x111C2, 0x111C3, 0x1193F, 0x11941, 0x11A3A, 0x11A84...0x11A89, 0x11D46, 0x11F02:
      return true
    default:
      return false
    }
  }
}
