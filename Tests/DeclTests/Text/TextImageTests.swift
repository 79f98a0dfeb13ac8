import Decl
import DeclRender
import Testing

/// `Text(Image)` and `transformEffect`, found missing by the corpus (D33, D38).
@MainActor
@Suite struct TextImageTests {
  @Test func anImageInTextIsItsGlyph() {
    let host = TestHost(width: 10, height: 1) {
      Text(Image(systemName: "chevron.left")) + Text(" May")
    }
    #expect(host.screen == "  ‹ May")
  }

  @Test func transformEffectMovesByItsTranslation() {
    let host = TestHost(width: 10, height: 1) {
      Text("a").frame(width: 8, alignment: .leading)
        .transformEffect(CGAffineTransform(translationX: 16, y: 0))
        .frame(width: 80, alignment: .leading)
    }
    #expect(host.screen == "  a")
  }
}
