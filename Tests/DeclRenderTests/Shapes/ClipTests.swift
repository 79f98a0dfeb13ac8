import Decl
import Testing

@testable import DeclRender

private struct Tappable: View {
  @State private var taps = 0
  var body: some View {
    VStack(spacing: 0) {
      Color.red.frame(width: 80, height: 80).contentShape(Circle()).onTapGesture { taps += 1 }
      Text("taps \(taps)")
    }
  }
}

@MainActor
@Suite struct ClipTests {
  private func color(_ color: Color) -> CellColor? {
    StyleResolver(environment: EnvironmentValues()).cellColor(color)
  }

  @Test func textOnAClippedCapsuleStaysOnGreen() {
    let host = TestHost(width: 12, height: 1) {
      Text("Tag").padding(.horizontal).background(.green).clipShape(Capsule())
    }
    let tag = host.frame(ofText: "Tag")!
    #expect(host.screen.contains("Tag"))
    #expect(host.canvas[x: tag.minX, y: 0].style.background == color(.green))
  }

  @Test func aCircleClipKeepsTheCornersEmpty() {
    let host = TestHost(width: 10, height: 5) {
      Color.red.frame(width: 80, height: 80).clipShape(Circle())
    }
    let red = color(.red)
    #expect(host.canvas[x: 0, y: 0].style.background != red)
    #expect(host.canvas[x: 9, y: 4].style.background != red)
    #expect(host.canvas[x: 5, y: 2].style.background == red)
  }

  @Test func clippedKeepsContentInsideItsFrame() {
    let host = TestHost(width: 12, height: 1) {
      HStack(spacing: 0) {
        Text("abcdefgh").fixedSize().frame(width: 24, alignment: .leading).clipped()
        Text("|")
      }
    }
    #expect(host.screen.contains("abc|"))
    #expect(!host.screen.contains("abcd"))
  }

  @Test func cornerRadiusClipsToARoundedRectangle() {
    let host = TestHost(width: 10, height: 4) {
      Color.blue.frame(width: 80, height: 64).cornerRadius(24)
    }
    let blue = color(.blue)
    #expect(host.canvas[x: 0, y: 0].style.background != blue)
    #expect(host.canvas[x: 1, y: 1].style.background == blue)
  }

  @Test func aMaskKeepsTheContentWhereTheMaskDraws() {
    let host = TestHost(width: 10, height: 1) {
      Color.blue.frame(width: 80, height: 16).mask { Text("ab") }
    }
    let blue = color(.blue)
    let painted = (0..<10).filter { host.canvas[x: $0, y: 0].style.background == blue }
    #expect(painted == [4, 5])
  }

  @Test func aContentShapeDecidesWhereClicksLand() {
    let host = TestHost(width: 10, height: 6) { Tappable() }
    let square = host.frame(ofText: "taps 0").map { Rect(x: 0, y: 0, width: 10, height: $0.minY) }!
    host.click(x: square.minX, y: square.minY)
    #expect(host.screen.contains("taps 0"))
    host.click(x: square.minX + 5, y: square.minY + 2)
    #expect(host.screen.contains("taps 1"))
  }

  @Test func aMaterialBackgroundInAShapePaintsBehindItsText() {
    let host = TestHost(width: 16, height: 3) {
      Text("Note").padding().background(.regularMaterial, in: RoundedRectangle(cornerRadius: 8))
    }
    let note = host.frame(ofText: "Note")!
    #expect(host.canvas[x: note.minX, y: note.minY].style.background != .default)
    #expect(host.canvas[x: note.minX - 1, y: note.minY].style.background != .default)
  }
}
