import Decl
import DeclTesting
import Testing

@testable import DeclRender

/// Scroll regions in the terminal model, as xterm implements them.
struct TerminalModelScrollTests {
  /// Five rows "0" … "4", cursor left at the end of the last one.
  private func numbered() -> TerminalModel {
    var model = TerminalModel(width: 4, height: 5)
    model.feed("0\r\n1\r\n2\r\n3\r\n4")
    return model
  }

  @Test func setScrollRegionHomesTheCursor() {
    var model = numbered()
    model.feed("\(esc)[2;4r")
    #expect(model.scrollRegion == 1...3)
    #expect(model.cursor == .zero)
    model.feed("\(esc)[3;3H\(esc)[r")
    #expect(model.scrollRegion == 0...4)
    #expect(model.cursor == .zero)
  }

  @Test func invalidRegionIsIgnored() {
    var model = numbered()
    model.feed("\(esc)[3;3H\(esc)[4;2r")
    #expect(model.scrollRegion == 0...4)
    #expect(model.cursor == Point(x: 2, y: 2))
  }

  @Test func scrollUpMovesOnlyTheRegionAndBlanksTheBottom() {
    var model = numbered()
    model.feed("\(esc)[2;4r\(esc)[S")
    #expect(model.canvas().plainText == "0\n2\n3\n\n4")
    model.feed("\(esc)[2S")
    #expect(model.canvas().plainText == "0\n\n\n\n4")
    #expect(model.cursor == .zero)
  }

  @Test func scrollDownMovesOnlyTheRegionAndBlanksTheTop() {
    var model = numbered()
    model.feed("\(esc)[2;5r\(esc)[2T")
    #expect(model.canvas().plainText == "0\n\n\n1\n2")
  }

  @Test func exposedLinesTakeTheCurrentBackgroundOnly() {
    var model = numbered()
    model.feed("\(esc)[1;41;4m\(esc)[S")
    let cell = model.canvas()[x: 0, y: 4]
    #expect(cell.grapheme == " ")
    #expect(cell.style == CellStyle(background: .ansi(1)))
  }

  @Test func lineFeedAtTheBottomMarginScrollsTheRegion() {
    var model = numbered()
    model.feed("\(esc)[1;3r\(esc)[3;1H\nX")
    #expect(model.canvas().plainText == "1\n2\nX\n3\n4")
    // Below the region a line feed moves down and stops at the screen's last row.
    model.feed("\(esc)[5;1H\nY")
    #expect(model.canvas().plainText == "1\n2\nX\n3\nY")
  }

  @Test func reverseIndexAtTheTopMarginScrollsDown() {
    var model = numbered()
    model.feed("\(esc)[2;4r\(esc)[2;1H\(esc)MZ")
    #expect(model.canvas().plainText == "0\nZ\n1\n2\n4")
  }

  @Test func insertAndDeleteLinesStayInsideTheMargins() {
    var model = numbered()
    model.feed("\(esc)[1;4r\(esc)[2;3H\(esc)[M")
    #expect(model.canvas().plainText == "0\n2\n3\n\n4")
    #expect(model.cursor == Point(x: 0, y: 1))
    model.feed("\(esc)[2L")
    #expect(model.canvas().plainText == "0\n\n\n2\n4")
  }

  @Test func verticalMovesStopAtTheMargins() {
    var model = numbered()
    model.feed("\(esc)[2;4r\(esc)[3;1H\(esc)[9B")
    #expect(model.cursor == Point(x: 0, y: 3))
    model.feed("\(esc)[9A")
    #expect(model.cursor == Point(x: 0, y: 1))
  }

  @Test func resizeResetsTheRegion() {
    var model = numbered()
    model.feed("\(esc)[2;4r")
    model.resize(width: 4, height: 6)
    #expect(model.scrollRegion == 0...5)
  }
}
