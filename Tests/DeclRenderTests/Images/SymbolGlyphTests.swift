import Decl
import Testing

@testable import DeclRender

/// SF Symbols: every name of the list resolves to a glyph that says what the symbol depicts;
/// variants are handled by rule; an unknown name is told apart from a missing asset.
@MainActor
@Suite struct SymbolGlyphTests {
  /// Common names that once drew as `□` and names that lost their meaning, with what an iPhone
  /// shows for them.
  @Test(arguments: [
    ("gift", "🎁"), ("flame.fill", "🔥"), ("timer", "⏲"), ("pin.fill", "📌"), ("mic", "🎤"),
    ("map", "🗺"), ("wifi", "📶"), ("chart.bar", "📊"), ("note.text", "📝"), ("snow", "❄"),
    ("i.circle", "ⓘ"), ("message", "💬"), ("1.square", "1️⃣"), ("cloud.rain.fill", "🌧"),
    ("person.3.sequence.fill", "👥"), ("cloud.snow", "🌨"), ("cloud.bolt.rain.fill", "⛈"),
  ])
  func commonNamesDepictTheirSymbol(name: String, glyph: String) {
    #expect(SymbolGlyphs.glyph(for: name) == glyph)
  }

  @Test func theWholeListIsKnown() {
    // SF Symbols 1.0 to 7.0 list over nine thousand names, renamed ones included.
    for name in ["0.circle", "zzz", "figure.walk", "eurosign.circle", "swiftdata", "apple.logo"] {
      #expect(SymbolGlyphs.exists(name), "\(name)")
    }
    #expect(SymbolGlyphs.release(of: "star.fill") == "1.0")
    #expect(SymbolGlyphs.release(of: "figure.walk") == "2.0")
    #expect(!SymbolGlyphs.exists("no.such.symbol"))
  }

  /// Every glyph of the table is drawable: at least one column, at most three, and never the
  /// missing asset's or the unknown name's glyph.
  @Test func everyGlyphIsDrawable() {
    var count = 0
    for line in SymbolGlyphs.source.split(separator: "\n") {
      let fields = line.split(separator: " ")
      guard fields.count == 3 else {
        Issue.record("malformed line: \(line)")
        continue
      }
      let glyph = String(fields[1])
      let width = TerminalWidth.of(glyph)
      #expect((1...3).contains(width), "\(fields[0]) → \(glyph) is \(width) columns")
      #expect(glyph != SymbolGlyphs.placeholder && glyph != SymbolGlyphs.unknown)
      count += 1
    }
    #expect(count > 9_000)
  }

  @Test func variantsFollowRules() {
    // `.fill` picks the filled form of an outline glyph.
    #expect(SymbolGlyphs.glyph(for: "diamond") == "◇")
    #expect(SymbolGlyphs.glyph(for: "diamond.fill") == "◆")
    #expect(SymbolGlyphs.glyph(for: "suit.club.fill") == "♣")
    // Numbers and letters in circles and squares.
    #expect(SymbolGlyphs.glyph(for: "7.circle") == "⑦")
    #expect(SymbolGlyphs.glyph(for: "7.circle.fill") == "❼")
    #expect(SymbolGlyphs.glyph(for: "a.circle") == "ⓐ")
    // `.slash` is the struck-out form where there is one, else ⊘.
    #expect(SymbolGlyphs.glyph(for: "bell.slash") == "🔕")
    #expect(SymbolGlyphs.glyph(for: "speaker.slash.fill") == "🔇")
    #expect(SymbolGlyphs.glyph(for: "video.slash.fill") == "⊘")
    // Directions of arrows and chevrons, badges keep what carries them.
    #expect(SymbolGlyphs.glyph(for: "arrow.up.right") == "↗")
    #expect(SymbolGlyphs.glyph(for: "arrowtriangle.down.fill") == "▼")
    #expect(SymbolGlyphs.glyph(for: "chevron.backward") == "‹")
    #expect(SymbolGlyphs.glyph(for: "folder.badge.plus") == "📁")
    #expect(SymbolGlyphs.glyph(for: "eurosign.circle") == "€")
  }

  /// A misspelt symbol and a missing asset look different, and each is reported once however
  /// often it is drawn.
  @Test func unknownSymbolsAndMissingAssetsDifferAndWarnOnce() {
    let host = TestHost(width: 10, height: 4) {
      VStack(spacing: 0) {
        Image(systemName: "stra.fill")
        Image(systemName: "stra.fill")
        Image("no-such-asset")
      }
    }
    #expect(host.screen.contains("⍰"))
    #expect(host.screen.contains("□"))
    let symbolWarnings = host.stats.warnings.filter { $0.contains("stra.fill") }
    #expect(symbolWarnings.count == 1)
    #expect(host.stats.warnings.contains { $0.contains("no-such-asset") })
  }
}
