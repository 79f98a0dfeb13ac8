import Decl
import DeclRender
import DeclTesting
import Testing

@testable import Examples

/// The gallery's list is written for the terminal first, in cells; the course examples it
/// opens keep reading their lengths as points.
@MainActor
@Suite struct GalleryTests {
  /// `Spacer(minLength: 2)` is two columns in cells (in points it would round to none): a
  /// title cut short to fit stops two columns before its id.
  @Test func listLengthsAreCells() {
    let host = TestHost(width: 40, height: 12) { GalleryView() }
    guard let id = host.position(of: "floating-label") else {
      Issue.record("the floating-label row is not on screen")
      return
    }
    let row = Array(host.rows[id.y])
    #expect(row[id.x - 2] == " " && row[id.x - 1] == " ")
    #expect(row[..<(id.x - 2)].contains { $0 != " " })
  }

  /// The unit is set on the list, not on the gallery: an example opened from it is in points,
  /// so the book cover (40 × 48 points) is five columns and three rows.
  @Test func examplesOpenedFromTheGalleryReadPoints() {
    let host = TestHost(width: 40, height: 12) { GalleryView() }
    host.send(.tab)
    host.send(.enter)
    #expect(host.screen.contains("by Matt Gemmell"))
    #expect(host.position(of: "by Matt Gemmell")?.x == 7)
    #expect(host.position(of: "476 pages")?.y == host.position(of: "Changer").map { $0.y + 2 })
  }

  /// `Examples --list` prints each example's id, then its title, in gallery order.
  @Test func theListNamesEachExample() {
    let lines = ExamplesCommand.listing()
    #expect(lines.count == ExampleCatalog.all.count)
    let first = lines.first?.split(separator: " ", maxSplits: 1).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(first == ["books", "Book list"])
    let drawing = lines.first { $0.hasPrefix("drawing-images ") }
    #expect(drawing?.hasSuffix("Images: a PNG asset and SF Symbols") == true)
    #expect(lines.allSatisfy { $0.split(separator: " ").count >= 2 })
  }

  /// Whether the row showing `text` is drawn as the focused one (reverse video).
  private func isFocused(_ text: String, in host: TestHost) -> Bool {
    guard let at = host.position(of: text) else { return false }
    return host.canvas[x: at.x, y: at.y].style.attributes.contains(.inverse)
  }

  /// After Page Down with nothing focused, Tab focuses the first row in view, not the first
  /// row of the list (which is scrolled away).
  @Test func tabAfterScrollingFocusesARowInView() {
    let host = TestHost(width: 60, height: 12) { GalleryView() }
    host.send(.pageDown)
    host.send(.pageDown)
    #expect(host.position(of: "books") == nil)
    host.send(.tab)
    #expect(host.position(of: "books") == nil)
    let focusedRows = (0..<12).filter { y in
      (0..<60).contains { host.canvas[x: $0, y: y].style.attributes.contains(.inverse) }
    }
    #expect(focusedRows.count == 1)
  }

  /// Escape from an example opened far down the list comes back with its row focused and in
  /// view.
  @Test func returningFromAnExampleFocusesItsRow() {
    let host = TestHost(width: 60, height: 12) { GalleryView() }
    while host.position(of: "ch6-38") == nil { host.send(.pageDown) }
    host.send(.tab)
    while !isFocused("ch6-38", in: host) { host.send(.tab) }
    host.send(.enter)
    #expect(host.position(of: "ch6-38") == nil)
    host.send(.escape)
    #expect(isFocused("ch6-38", in: host))
    // And Tab goes on from there.
    host.send(.tab)
    #expect(isFocused("ch6-39", in: host))
  }

  /// The gallery lists the keys that work where focus is, in its last row, and follows focus
  /// into an example and back.
  @Test func aFooterListsTheKeys() {
    let host = TestHost(width: 60, height: 12) { GalleryView() }
    let footer = { host.screen.components(separatedBy: "\n").last ?? "" }
    #expect(footer() == " tab next  ⇧tab previous")
    host.send(.tab)
    #expect(footer() == " enter press  tab next  ⇧tab previous")
    assertSnapshot(host, named: "key-help", suite: "gallery")
    host.send(.enter)
    // In an example, Escape goes back to the list.
    #expect(footer().contains("esc back"))
    // Back on the list, the row that was opened has focus again.
    host.send(.escape)
    #expect(footer() == " enter press  tab next  ⇧tab previous")
  }
}
