import Decl
import DeclRender
import Testing

@MainActor
@Suite struct FontAndUnitPointTests {
  private func attributes(_ font: Font) -> CellAttributes {
    TestHost(width: 1, height: 1) { Text("x").font(font) }.canvas[x: 0, y: 0].style.attributes
  }

  @Test func customFontsLookLikeTheNearestTextStyle() {
    #expect(attributes(.custom("Avenir-Heavy", size: 34)) == [.bold])
    #expect(attributes(.custom("Avenir", size: 22, relativeTo: .body)) == [.bold])
    #expect(attributes(.custom("Avenir", size: 17)) == [])
    #expect(attributes(.custom("Avenir", fixedSize: 11)) == [])
    #expect(attributes(.custom("Avenir", size: 12).weight(.bold)) == [.bold])
    #expect(attributes(.custom("Avenir", size: 30).italic()) == [.bold, .italic])
    // The name is kept: two fonts of one size but different names differ.
    #expect(Font.custom("A", size: 12) != Font.custom("B", size: 12))
  }

  @Test func fontAPIThatDoesNotChangeATerminalCompiles() {
    let fonts: [Font] = [
      .system(size: 14, weight: .semibold, design: .rounded),
      .system(.title, design: .serif, weight: .bold),
      .body.monospaced().monospacedDigit().smallCaps().leading(.tight).width(.condensed),
      .largeTitle.lowercaseSmallCaps().uppercaseSmallCaps(),
    ]
    #expect(attributes(fonts[0]) == [.bold])
    #expect(attributes(fonts[2]) == [])
    #expect(attributes(fonts[3]) == [.bold])
    let host = TestHost(width: 3, height: 1) {
      Text("abc").monospaced().fontDesign(.rounded).fontWidth(.expanded).monospacedDigit()
    }
    #expect(host.screen == "abc")
  }

  @Test func unitPoint() {
    #expect(UnitPoint() == .zero)
    #expect(UnitPoint(x: 0.5, y: 0.5) == .center)
    #expect(UnitPoint.bottomTrailing == UnitPoint(x: 1, y: 1))
    #expect(Set([UnitPoint.top, .top, .bottom]).count == 2)
    var point = UnitPoint.leading
    point.x = 0.25
    #expect(point == UnitPoint(x: 0.25, y: 0.5))
  }
}
