import Decl
import Testing

@testable import DeclRender

/// Moves a view right by a cell's width (8 points) when it is in the lower half of the screen.
private struct Shifted: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("top").visualEffect { content, proxy in
        content.offset(x: proxy.frame(in: .global).minY > 24 ? 8 : 0)
      }
      Spacer()
      Text("low").visualEffect { content, proxy in
        content.offset(x: proxy.frame(in: .global).minY > 24 ? 8 : 0)
      }
    }
  }
}

private struct Shake: GeometryEffect {
  var animatableData: CGFloat = 2

  func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(CGAffineTransform(translationX: 8 * animatableData, y: 0))
  }
}

@MainActor
@Suite struct VisualEffectTests {
  @Test func anEffectComputedFromGeometryMovesTheView() {
    let host = TestHost(width: 10, height: 6) { Shifted() }
    let lines = host.screen.split(separator: "\n")
    func column(of text: String) -> Int? {
      lines.first { $0.contains(text) }.map { $0.prefix { $0 == " " }.count }
    }
    // The lower text is drawn a cell to the right of where the upper one is.
    #expect(column(of: "top") != nil)
    #expect(column(of: "low") == column(of: "top").map { $0 + 1 })
  }

  @Test func aGeometryEffectDrawsItsTranslation() {
    let host = TestHost(width: 10, height: 1) {
      HStack {
        Text("ab").modifier(Shake())
        Spacer()
      }
    }
    #expect(host.screen.hasPrefix("  ab"))
  }
}
