import Decl
import Testing

@testable import DeclRender

/// `symbolVariant` picks the variant's symbol, as SwiftUI does (a tab bar's or a list's
/// `.fill`), and the environment values set by modifiers read back.
@MainActor
@Suite struct SymbolVariantTests {
  @Test func variantNamesFollowSFSymbolsOrder() {
    let exists = SymbolGlyphs.exists
    #expect(SymbolVariants.fill.symbolName(for: "heart", exists: exists) == "heart.fill")
    #expect(
      SymbolVariants.circle.fill.symbolName(for: "heart", exists: exists) == "heart.circle.fill")
    #expect(
      SymbolVariants.circle.symbolName(for: "heart.fill", exists: exists) == "heart.circle.fill")
    #expect(SymbolVariants.slash.symbolName(for: "bell", exists: exists) == "bell.slash")
    #expect(SymbolVariants.slash.fill.symbolName(for: "mic", exists: exists) == "mic.slash.fill")
    // Already in the variant, or no such symbol: the name is drawn as written.
    #expect(SymbolVariants.fill.symbolName(for: "star.fill", exists: exists) == nil)
    #expect(SymbolVariants.fill.symbolName(for: "textformat", exists: exists) == nil)
    #expect(SymbolVariants.none.symbolName(for: "heart", exists: exists) == nil)
  }

  @Test func aVariantModifierDrawsTheVariantsGlyph() {
    let host = TestHost(width: 6, height: 1) {
      HStack {
        Image(systemName: "heart")
        Image(systemName: "bell").symbolVariant(.slash)
      }
      .symbolVariant(.fill)
    }
    #expect(host.screen.contains(SymbolGlyphs.glyph(for: "heart.fill")))
    #expect(host.screen.contains(SymbolGlyphs.glyph(for: "bell.slash.fill")))
    #expect(SymbolGlyphs.glyph(for: "heart") != SymbolGlyphs.glyph(for: "heart.fill"))
  }

  private struct Reader: View {
    @Environment(\.imageScale) private var scale
    @Environment(\.symbolVariants) private var variants
    @Environment(\.minimumScaleFactor) private var factor
    @Environment(\.autocorrectionDisabled) private var noAutocorrect
    @Environment(\.menuOrder) private var order
    @Environment(\.verticalScrollBounceBehavior) private var bounce
    @Environment(\.backgroundStyle) private var background

    var body: some View {
      VStack(alignment: .leading) {
        Text("large \(scale == .large)")
        Text("fill \(variants.contains(.fill))")
        Text("factor \(Int(factor * 10))")
        Text("autocorrect off \(noAutocorrect)")
        Text("fixed \(order == .fixed)")
        Text("bounce \(bounce == .basedOnSize)")
        Text("background \(background != nil)")
      }
    }
  }

  @Test func modifiersSetTheValuesViewsRead() {
    let host = TestHost(width: 30, height: 7) {
      Reader()
        .imageScale(.large)
        .symbolVariant(.fill)
        .minimumScaleFactor(0.5)
        .autocorrectionDisabled()
        .menuOrder(.fixed)
        .scrollBounceBehavior(.basedOnSize)
        .backgroundStyle(.blue)
    }
    for line in [
      "large true", "fill true", "factor 5", "autocorrect off true", "fixed true", "bounce true",
      "background true",
    ] {
      #expect(host.screen.contains(line), "\(line)")
    }
    let plain = TestHost(width: 30, height: 7) { Reader() }
    #expect(plain.screen.contains("large false"))
    #expect(plain.screen.contains("factor 10"))
    #expect(plain.screen.contains("background false"))
  }
}
