import Decl
import DeclRender
import Testing

@MainActor
@Suite struct TextStyleTests {
  private func style(_ host: TestHost, _ x: Int, _ y: Int = 0) -> CellStyle {
    host.canvas[x: x, y: y].style
  }

  @Test func concatenationKeepsEachPartsStyle() {
    let host = TestHost(width: 4, height: 1) {
      Text("ab").bold() + Text("cd").italic().foregroundColor(.red)
    }
    #expect(host.screen == "abcd")
    #expect(style(host, 0).attributes == [.bold])
    #expect(style(host, 2).attributes == [.italic])
    #expect(style(host, 2).foreground == .rgb(255, 69, 58))
    #expect(style(host, 0).foreground == .default)
  }

  @Test func innerTextStyleWinsOverOuter() {
    let host = TestHost(width: 2, height: 1) {
      (Text("a").foregroundColor(.red) + Text("b")).foregroundColor(.blue)
    }
    #expect(style(host, 0).foreground == .rgb(255, 69, 58))
    #expect(style(host, 1).foreground == .rgb(10, 132, 255))
  }

  @Test func interpolationFormatsValuesTextsAndImages() {
    let value = 3.7
    let host = TestHost(width: 20, height: 1) {
      Text("v=\(value, specifier: "%.0f") \(Text("bold").bold()) \(Image(systemName: "checkmark"))")
    }
    #expect(host.screen == "     v=4 bold ✓")
    #expect(style(host, 9).attributes == [.bold])
    #expect(style(host, 8).attributes == [])
  }

  @Test func verbatimAndStringValues() {
    let name: Substring = "plain"
    #expect(TestHost(width: 5, height: 1) { Text(name) }.screen == "plain")
    #expect(TestHost(width: 5, height: 1) { Text(verbatim: "%d") }.screen == " %d")
  }

  @Test func fontsBecomeAttributes() {
    let host = TestHost(width: 1, height: 5) {
      VStack {
        Text("a").font(.largeTitle)
        Text("b").font(.headline)
        Text("c").font(.body)
        Text("d").font(.system(size: 12, weight: .semibold))
        Text("e").font(.system(size: 12, weight: .light))
      }
    }
    #expect(style(host, 0, 0).attributes == [.bold])
    #expect(style(host, 0, 1).attributes == [.bold])
    #expect(style(host, 0, 2).attributes == [])
    #expect(style(host, 0, 3).attributes == [.bold])
    #expect(style(host, 0, 4).attributes == [.dim])
  }

  @Test func viewLevelStyleModifiersReachEveryTextInside() {
    let host = TestHost(width: 3, height: 1) {
      HStack(spacing: 8) {
        Text("a")
        Text("b").bold(false)
      }
      .bold()
      .underline()
      .strikethrough()
      .foregroundStyle(.green)
    }
    #expect(style(host, 0).attributes == [.bold, .underline, .strikethrough])
    #expect(style(host, 2).attributes == [.underline, .strikethrough])
    #expect(style(host, 2).foreground == .rgb(48, 209, 88))
  }

  @Test func secondaryStyleAndOpacity() {
    let host = TestHost(width: 2, height: 1) {
      HStack(spacing: 0) {
        Text("a").foregroundStyle(.secondary)
        Text("b").foregroundColor(Color.white.opacity(0.5))
      }
    }
    #expect(style(host, 0).foreground == .rgb(141, 141, 147))
    // Half-transparent white over the dark scheme's black background.
    #expect(style(host, 1).foreground == .rgb(128, 128, 128))
  }

  @Test func namedColoursFollowTheColorScheme() {
    let light = TestHost(width: 1, height: 1) {
      Text("a").foregroundColor(.blue).preferredColorScheme(.light)
    }
    let dark = TestHost(width: 1, height: 1) {
      Text("a").foregroundColor(.blue).preferredColorScheme(.dark)
    }
    #expect(light.canvas[x: 0, y: 0].style.foreground == .rgb(0, 122, 255))
    #expect(dark.canvas[x: 0, y: 0].style.foreground == .rgb(10, 132, 255))
  }

  @Test func textCaseAndTextOnABackground() {
    let host = TestHost(width: 5, height: 1) {
      Text("abc").textCase(.uppercase).padding(.horizontal, 8).background(Color.red)
    }
    #expect(host.screen == " ABC")
    // The text keeps the background painted behind it, padding included.
    #expect(host.canvas[x: 0, y: 0].style.background == .rgb(255, 69, 58))
    #expect(host.canvas[x: 1, y: 0].style.background == .rgb(255, 69, 58))
  }

  @Test func linearGradientIsInterpolatedPerColumn() {
    let host = TestHost(width: 5, height: 1) {
      LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)
    }
    let backgrounds = (0..<5).map { host.canvas[x: $0, y: 0].style.background }
    #expect(
      backgrounds == [
        .rgb(0, 0, 0), .rgb(64, 64, 64), .rgb(128, 128, 128), .rgb(191, 191, 191),
        .rgb(255, 255, 255),
      ])
  }

  @Test func accentColorFollowsTint() {
    let host = TestHost(width: 2, height: 1) {
      HStack(spacing: 0) {
        Text("a").foregroundColor(.accentColor)
        Text("b").foregroundColor(.accentColor).tint(.red)
      }
    }
    #expect(style(host, 0).foreground == .rgb(10, 132, 255))
    #expect(style(host, 1).foreground == .rgb(255, 69, 58))
  }
}
