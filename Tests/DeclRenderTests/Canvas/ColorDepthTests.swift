import Testing

@testable import DeclRender

struct ColorDepthTests {
  @Test func detectFromEnvironment() {
    let detect = ColorDepth.detect
    #expect(detect(["TERM": "xterm-256color", "NO_COLOR": "1"], true) == .none)
    #expect(detect(["TERM": "xterm-256color", "NO_COLOR": ""], true) == .ansi256)
    #expect(detect(["TERM": "dumb", "COLORTERM": "truecolor"], true) == .none)
    #expect(detect(["TERM": "xterm-256color", "COLORTERM": "truecolor"], false) == .none)
    #expect(detect(["TERM": "xterm", "COLORTERM": "truecolor"], true) == .trueColor)
    #expect(detect(["TERM": "xterm", "COLORTERM": "24bit"], true) == .trueColor)
    #expect(detect(["TERM": "screen-256color"], true) == .ansi256)
    #expect(detect(["TERM": "xterm"], true) == .ansi16)
    #expect(detect([:], true) == .ansi16)
  }

  @Test func rgbToPalette() {
    let depth = ColorDepth.ansi256
    #expect(depth.convert(.rgb(255, 0, 0)) == .indexed(196))
    #expect(depth.convert(.rgb(0, 0, 0)) == .indexed(16))
    #expect(depth.convert(.rgb(95, 135, 175)) == .indexed(67))
    #expect(depth.convert(.rgb(128, 128, 128)) == .indexed(244))  // grey ramp beats the cube
    #expect(depth.convert(.rgb(250, 250, 250)) == .indexed(231))  // cube white beats grey 238
    #expect(depth.convert(.ansi(3)) == .ansi(3))
    #expect(depth.convert(.indexed(42)) == .indexed(42))
  }

  @Test func paletteAndRGBTo16() {
    let depth = ColorDepth.ansi16
    #expect(depth.convert(.rgb(255, 0, 0)) == .ansi(9))
    #expect(depth.convert(.indexed(244)) == .ansi(8))
    #expect(depth.convert(.indexed(208)) == .ansi(3))  // orange → yellow
    #expect(depth.convert(.rgb(0, 0, 128)) == .ansi(4))
    #expect(depth.convert(.indexed(4)) == .ansi(4))
    #expect(depth.convert(.default) == .default)
  }

  @Test func noneDropsColoursButKeepsAttributes() {
    let style = CellStyle(foreground: .rgb(1, 2, 3), background: .ansi(1), attributes: .underline)
    #expect(ColorDepth.none.convert(style) == CellStyle(attributes: .underline))
    #expect(ColorDepth.none.convert(style, plain: true) == .plain)
    #expect(ColorDepth.trueColor.convert(style) == style)
  }
}
