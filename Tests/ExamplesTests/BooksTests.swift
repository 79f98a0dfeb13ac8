import Decl
import DeclRender
import DeclTesting
import Testing

@testable import Examples

@MainActor
@Suite struct BooksTests {
  @Test func lightColorScheme() {
    let host = TestHost(width: 60, height: 18) { BooksListView().preferredColorScheme(.light) }
    #expect(host.screen.contains("by Matt Gemmell"))
    // Light appearance paints a white background and black primary text.
    #expect(host.canvas[x: 0, y: 0].style.background == .rgb(255, 255, 255))
    assertSnapshot(host, named: "light", suite: "books")
  }

  @Test func darkColorScheme() {
    let host = TestHost(width: 60, height: 18) { BooksListView().preferredColorScheme(.dark) }
    #expect(host.canvas[x: 0, y: 0].style.background == .rgb(0, 0, 0))
    assertSnapshot(host, named: "dark", suite: "books")
  }

  @Test func narrowWidthWrapsAndTruncates() {
    let host = TestHost(width: 28, height: 18) { BooksListView() }
    // The long title wraps onto two lines and is cut with an ellipsis; details are cut to one line.
    #expect(host.screen.contains("…"))
    assertSnapshot(host, named: "narrow", suite: "books")
  }

  @Test func rowShowsTitleAuthorAndPagesWithTheirStyles() {
    let book = Book.samples[0]
    let host = TestHost(width: 40, height: 3) { BookRowView(book: book) }
    #expect(host.screen == "      Changer\n  C   by Matt Gemmell\n      476 pages")
    let title = host.frame(ofText: "Changer")!
    #expect(host.canvas[x: title.minX, y: title.minY].style.attributes.contains(.bold))
    let detail = host.frame(ofText: "476 pages")!
    #expect(host.canvas[x: detail.minX, y: detail.minY].style.foreground != .default)
  }
}
