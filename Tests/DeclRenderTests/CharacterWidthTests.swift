import Testing

@testable import DeclRender

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

@Suite struct CharacterWidthTests {
  @Test func asciiIsOneColumnAndControlsAreZero() {
    for value in UInt32(0x20)...0x7E {
      #expect(TerminalWidth.of(Unicode.Scalar(value)!) == 1)
    }
    #expect(TerminalWidth.of("Hello, world!") == 13)
    #expect(TerminalWidth.of(Character("\u{7}")) == 0)
    #expect(TerminalWidth.of(Character("\u{7F}")) == 0)
    #expect(TerminalWidth.of(Character("\u{85}")) == 0)
    #expect(TerminalWidth.of(Character("\r\n")) == 0)
    #expect(TerminalWidth.of("a\tb") == 2)
  }

  @Test func latinWithAccents() {
    #expect(TerminalWidth.of(Character("\u{E9}")) == 1)
    #expect(TerminalWidth.of(Character("e\u{301}")) == 1)
    #expect(TerminalWidth.of("caf\u{E9}") == 4)
    #expect(TerminalWidth.of("cafe\u{301}") == 4)
    #expect(TerminalWidth.of("e\u{301}\u{302}\u{303}x") == 2)
  }

  @Test func eastAsianWideAndFullwidth() {
    #expect(TerminalWidth.of(Character("中")) == 2)
    #expect(TerminalWidth.of(Character("Ａ")) == 2)
    #expect(TerminalWidth.of(Character("한")) == 2)
    #expect(TerminalWidth.of("日本語") == 6)
    #expect(TerminalWidth.of(Character("ｱ")) == 1)  // halfwidth katakana
  }

  @Test func hangulJamoClusters() {
    let leadingVowelTrailing = Character("\u{1112}\u{1161}\u{11AB}")  // 한, decomposed
    #expect(leadingVowelTrailing.unicodeScalars.count == 3)
    #expect(TerminalWidth.of(leadingVowelTrailing) == 2)
    #expect(TerminalWidth.of(Character("\u{1112}\u{1161}")) == 2)
    #expect(TerminalWidth.of(Character("\u{115F}\u{1161}")) == 2)  // choseong filler + V
    #expect(TerminalWidth.of(Unicode.Scalar(0x1161)!) == 0)
    #expect(TerminalWidth.of(Unicode.Scalar(0x11AB)!) == 0)
    #expect(TerminalWidth.of(Unicode.Scalar(0xD7B0)!) == 0)
  }

  @Test func ambiguousIsNarrow() {
    #expect(TerminalWidth.of(Character("±")) == 1)
    #expect(TerminalWidth.of(Character("α")) == 1)
    #expect(TerminalWidth.of(Character("→")) == 1)
  }

  @Test func softHyphenIsOneColumn() {
    #expect(TerminalWidth.of(Character("\u{AD}")) == 1)
    #expect(TerminalWidth.of("co\u{AD}op") == 5)
  }

  @Test func zeroWidthScalarsAndBaselessClusters() {
    #expect(TerminalWidth.of(Character("\u{200D}")) == 0)
    #expect(TerminalWidth.of(Character("\u{200B}")) == 0)
    #expect(TerminalWidth.of(Character("\u{FEFF}")) == 0)
    #expect(TerminalWidth.of(Character("\u{FE0F}")) == 0)
    #expect(TerminalWidth.of(Character("\u{301}")) == 0)
    #expect(TerminalWidth.of(Character("\u{A0}\u{301}")) == 1)
    #expect(TerminalWidth.of("\u{301}") == 0)
  }

  @Test func emojiPresentation() {
    #expect(TerminalWidth.of(Character("🎉")) == 2)
    #expect(TerminalWidth.of(Character("\u{263A}")) == 1)  // ☺ defaults to text
    #expect(TerminalWidth.of(Character("\u{263A}\u{FE0F}")) == 2)
    #expect(TerminalWidth.of(Character("\u{2764}\u{FE0E}")) == 1)
    #expect(TerminalWidth.of(Character("\u{1F389}\u{FE0E}")) == 1)
    #expect(TerminalWidth.of(Character("a\u{FE0F}")) == 1)  // not an emoji base
    #expect(TerminalWidth.of(Character("中\u{FE0E}")) == 2)
  }

  @Test func flagsAndRegionalIndicators() {
    #expect(TerminalWidth.of(Character("🇵🇱")) == 2)
    #expect(TerminalWidth.of(Character("\u{1F1F5}")) == 1)
    #expect(TerminalWidth.of("🇵🇱🇩") == 3)
  }

  @Test func modifierZWJAndKeycapSequences() {
    #expect(TerminalWidth.of(Character("👍🏽")) == 2)
    #expect(TerminalWidth.of(Character("\u{261D}\u{1F3FD}")) == 2)  // text-default base
    #expect(TerminalWidth.of(Character("👨‍👩‍👧")) == 2)
    #expect(TerminalWidth.of(Character("\u{2764}\u{FE0F}\u{200D}\u{1F525}")) == 2)  // ❤️‍🔥
    #expect(TerminalWidth.of(Character("\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}")) == 2)  // 🏳️‍🌈
    #expect(TerminalWidth.of(Character("1\u{FE0F}\u{20E3}")) == 2)
    #expect(TerminalWidth.of(Character("#\u{20E3}")) == 2)
    #expect(TerminalWidth.of(Character("a\u{20E3}")) == 1)
  }

  @Test func stringsSumTheirCharacters() {
    #expect(TerminalWidth.of("a中🎉") == 5)
    #expect(TerminalWidth.of("") == 0)
    #expect(TerminalWidth.of("ab👨‍👩‍👧cd") == 6)
    #expect(TerminalWidth.of("x🇵🇱y"[...]) == 4)
    #expect(TerminalWidth.of("é中"[...]) == 3)
  }

  @Test func neverWiderThanTwo() {
    let clusters: [Character] = ["👨‍👩‍👧‍👦", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "🧑🏽‍🚀", "中\u{301}\u{302}", "🇵🇱"]
    for cluster in clusters {
      #expect(TerminalWidth.of(cluster) == 2)
    }
  }

  /// The tricky cases of issue 8, each pinned with the width terminals draw it at.
  @Test func trickyClustersArePinned() {
    let cases: [(Character, Int, String)] = [
      ("🇯🇵", 2, "flag"),
      ("\u{1F1EF}", 1, "lone regional indicator"),
      ("👍🏽", 2, "skin tone"),
      ("1\u{FE0F}\u{20E3}", 2, "keycap with VS16"),
      ("1\u{20E3}", 2, "keycap without VS16"),
      ("\u{1112}\u{1161}\u{11AB}", 2, "Hangul L+V+T, one cluster"),
      ("\u{263A}\u{FE0E}", 1, "☺︎ VS15 text presentation"),
      ("\u{2764}\u{FE0E}", 1, "❤︎ VS15 text presentation"),
      ("\u{2764}", 1, "❤ text by default"),
      ("\u{2764}\u{FE0F}", 2, "❤️ VS16 emoji presentation"),
      ("👨\u{200D}👩\u{200D}👧", 2, "ZWJ family"),
      ("e\u{301}", 1, "combining mark"),
      ("中", 2, "CJK"),
      ("Ａ", 2, "fullwidth form"),
      ("\u{200D}", 0, "ZWJ alone"),
      ("\u{1B}", 0, "control"),
    ]
    for (cluster, width, name) in cases {
      #expect(TerminalWidth.of(cluster) == width, "\(name)")
    }
    // Lone conjoining vowels and finals have no base: 0, as in glibc's wcwidth; terminals
    // draw them on the syllable before. The L+V+T sequence above is a single cluster.
    #expect(Character("\u{1112}\u{1161}\u{11AB}").unicodeScalars.count == 3)
    #expect(TerminalWidth.of(Unicode.Scalar(0x1161)!) == 0)
    #expect(TerminalWidth.of(Unicode.Scalar(0x11AB)!) == 0)
  }

  @Test(.enabled(if: UCD.isAvailable, "Unicode data files not installed"))
  func everyScalarMatchesTheUCDRules() throws {
    let expected = try UCD.expectedWidths()
    var mismatches: [String] = []
    var emojiMismatches: [String] = []
    for value in UInt32(0)...0x10_FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
      let rule = expected[Int(value)]
      if TerminalWidth.of(scalar) != Int(rule & UCD.widthBits), mismatches.count < 20 {
        mismatches.append("U+\(String(value, radix: 16, uppercase: true))")
      }
      if TerminalWidth.isEmoji(scalar) != (rule & UCD.emojiBit != 0), emojiMismatches.count < 20 {
        emojiMismatches.append("U+\(String(value, radix: 16, uppercase: true))")
      }
    }
    #expect(mismatches.isEmpty, "widths differ from the UCD rules: \(mismatches)")
    #expect(emojiMismatches.isEmpty, "Emoji=Yes differs: \(emojiMismatches)")
    #expect(
      UCD.version() == CharacterWidthTable.unicodeVersion,
      "table generated from another UCD; rerun Scripts/generate-width-table.py")
  }
}

/// An independent re-derivation of the width rules from the raw UCD files.
private enum UCD {
  static let directory = "/usr/share/unicode"
  static let widthBits: UInt8 = 0b11
  static let emojiBit: UInt8 = 0b100

  static let files = [
    "EastAsianWidth.txt", "emoji/emoji-data.txt", "UnicodeData.txt",
    "DerivedCoreProperties.txt", "HangulSyllableType.txt",
  ]

  static var isAvailable: Bool {
    files.allSatisfy { access("\(directory)/\($0)", R_OK) == 0 }
  }

  struct ReadError: Error {
    var path: String
  }

  /// Per code point: `emoji << 2 | width` under the rules of generate-width-table.py.
  static func expectedWidths() throws -> [UInt8] {
    let count = 0x11_0000
    var zero = [Bool](repeating: false, count: count)
    var wide = [Bool](repeating: false, count: count)
    var pictographic = [Bool](repeating: false, count: count)
    var presentation = [Bool](repeating: false, count: count)
    var emoji = [Bool](repeating: false, count: count)

    func fill(_ flags: inout [Bool], _ range: ClosedRange<UInt32>) {
      for value in range { flags[Int(value)] = true }
    }

    // East_Asian_Width: documented W defaults for unlisted CJK code points (newer files
    // also state them as @missing lines), then the data.
    let wideDefaults: [ClosedRange<UInt32>] = [
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
    for range in wideDefaults { fill(&wide, range) }
    try forEachRecord("EastAsianWidth.txt") { fields in
      let isWide = fields[1] == "W" || fields[1] == "F"
      for value in parseRange(fields[0]) { wide[Int(value)] = isWide }
    }

    try forEachRecord("emoji/emoji-data.txt") { fields in
      switch fields[1] {
      case "Emoji": fill(&emoji, parseRange(fields[0]))
      case "Emoji_Presentation": fill(&presentation, parseRange(fields[0]))
      case "Extended_Pictographic": fill(&pictographic, parseRange(fields[0]))
      default: break
      }
    }

    var rangeStart: UInt32 = 0
    try forEachRecord("UnicodeData.txt") { fields in
      let value = parseRange(fields[0]).lowerBound
      let isZero = ["Mn", "Me", "Cf"].contains(fields[2])
      if fields[1].hasSuffix(", First>") {
        rangeStart = value
      } else if fields[1].hasSuffix(", Last>") {
        if isZero { fill(&zero, rangeStart...value) }
      } else if isZero {
        zero[Int(value)] = true
      }
    }
    try forEachRecord("DerivedCoreProperties.txt") { fields in
      if fields[1] == "Default_Ignorable_Code_Point" { fill(&zero, parseRange(fields[0])) }
    }
    try forEachRecord("HangulSyllableType.txt") { fields in
      if fields[1] == "V" || fields[1] == "T" { fill(&zero, parseRange(fields[0])) }
    }

    var result = [UInt8](repeating: 1, count: count)
    for index in 0..<count {
      let width: UInt8
      if index < 0x20 || (0x7F...0x9F).contains(index) {
        width = 0  // controls: sanitized by callers
      } else if index == 0xAD {
        width = 1  // soft hyphen: drawn by terminals
      } else if index == 0x115F {
        width = 2  // Hangul choseong filler: the L of L+V clusters
      } else if zero[index] {
        width = 0
      } else if wide[index] || (pictographic[index] && presentation[index]) {
        width = 2
      } else {
        width = 1
      }
      result[index] = width | (emoji[index] ? emojiBit : 0)
    }
    return result
  }

  /// The UCD version from the EastAsianWidth.txt header ("# EastAsianWidth-15.0.0.txt").
  static func version() -> String? {
    guard let bytes = try? read("EastAsianWidth.txt") else { return nil }
    let head = String(decoding: bytes.prefix(200), as: UTF8.self)
    guard let line = head.split(separator: "\n").first,
      let dash = line.firstIndex(of: "-"),
      let suffix = line.firstRange(of: ".txt")
    else { return nil }
    return String(line[line.index(after: dash)..<suffix.lowerBound])
  }

  /// Calls `body` with the first three trimmed `;`-separated fields of every data line of
  /// `file`, and of its `# @missing:` lines other than the whole-codespace default.
  static func forEachRecord(_ file: String, _ body: ([String]) -> Void) throws {
    let bytes = try read(file)
    let missing = Array("# @missing:".utf8)
    for var line in bytes.split(separator: UInt8(ascii: "\n")) {
      if line.starts(with: missing) {
        line = line.dropFirst(missing.count)
        if line.starts(with: Array(" 0000..10FFFF".utf8)) { continue }
      }
      let content = line.prefix { $0 != UInt8(ascii: "#") }
      let fields = content.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        .prefix(3).map { field in
          String(decoding: field.filter { $0 != UInt8(ascii: " ") }, as: UTF8.self)
        }
      if fields.count >= 2 { body(fields) }
    }
  }

  static func parseRange(_ text: String) -> ClosedRange<UInt32> {
    let bounds = text.split(separator: ".", omittingEmptySubsequences: true)
    let lower = UInt32(bounds[0], radix: 16)!
    let upper = bounds.count > 1 ? UInt32(bounds[1], radix: 16)! : lower
    return lower...upper
  }

  static func read(_ file: String) throws -> [UInt8] {
    let path = "\(directory)/\(file)"
    guard let handle = fopen(path, "rb") else { throw ReadError(path: path) }
    defer { fclose(handle) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = fread(&buffer, 1, buffer.count, handle)
      if count <= 0 { break }
      bytes.append(contentsOf: buffer[0..<count])
    }
    return bytes
  }
}
