import Testing

@testable import DeclRender

struct SGRTests {
  private func style(
    _ attributes: CellAttributes = [], fg: CellColor = .default, bg: CellColor = .default
  ) -> CellStyle {
    CellStyle(foreground: fg, background: bg, attributes: attributes)
  }

  @Test func equalStylesEmitNothing() {
    #expect(SGR.transition(from: style(.bold), to: style(.bold)) == "")
  }

  @Test func onlyTheDifferenceIsEmitted() {
    #expect(SGR.transition(from: .plain, to: style(.bold)) == "\(esc)[1m")
    #expect(SGR.transition(from: style(.bold), to: style(.bold, fg: .ansi(1))) == "\(esc)[31m")
    #expect(
      SGR.transition(
        from: style(.bold, fg: .ansi(1)), to: style([.bold, .underline], fg: .ansi(1)))
        == "\(esc)[4m")
  }

  @Test func droppingBoldKeepsDimByReEmittingIt() {
    let red = CellColor.ansi(1)
    #expect(
      SGR.transition(from: style([.bold, .dim], fg: red), to: style(.dim, fg: red))
        == "\(esc)[22;2m")
    #expect(
      SGR.transition(from: style([.bold, .dim], fg: red), to: style(.bold, fg: red))
        == "\(esc)[22;1m")
  }

  @Test func resetIsUsedOnlyWhenShorter() {
    // "0;2" is shorter than "22;2" when nothing else needs re-establishing.
    #expect(SGR.transition(from: style([.bold, .dim]), to: style(.dim)) == "\(esc)[0;2m")
    #expect(SGR.transition(from: style(.bold), to: .plain) == "\(esc)[0m")
    #expect(SGR.transition(from: style(fg: .ansi(1)), to: .plain) == "\(esc)[0m")
    #expect(
      SGR.transition(from: style([.italic, .underline], fg: .ansi(1)), to: style(fg: .ansi(1)))
        == "\(esc)[0;31m")
    // "23" beats "0;1;38;5;100".
    #expect(
      SGR.transition(
        from: style([.bold, .italic], fg: .indexed(100)), to: style(.bold, fg: .indexed(100)))
        == "\(esc)[23m")
  }

  @Test func colourForms() {
    #expect(SGR.transition(from: .plain, to: style(fg: .ansi(9))) == "\(esc)[91m")
    #expect(SGR.transition(from: .plain, to: style(bg: .ansi(12))) == "\(esc)[104m")
    #expect(SGR.transition(from: .plain, to: style(bg: .ansi(3))) == "\(esc)[43m")
    #expect(
      SGR.transition(from: .plain, to: style(fg: .rgb(1, 2, 3), bg: .indexed(200)))
        == "\(esc)[38;2;1;2;3;48;5;200m")
    #expect(
      SGR.transition(from: style(fg: .ansi(2), bg: .ansi(4)), to: style(fg: .ansi(2)))
        == "\(esc)[49m")
  }

  @Test func everyAttributeTurnsOnAndOff() {
    let all: CellAttributes = [.bold, .dim, .italic, .underline, .strikethrough, .inverse]
    let fg = CellColor.rgb(10, 20, 30)
    #expect(SGR.transition(from: style(fg: fg), to: style(all, fg: fg)) == "\(esc)[1;2;3;4;7;9m")
    #expect(
      SGR.transition(from: style(all, fg: fg), to: style(.bold, fg: fg))
        == "\(esc)[22;23;24;27;29;1m")
  }
}
