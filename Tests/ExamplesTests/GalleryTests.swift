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
    host.send(.escape)
    #expect(footer() == " tab next  ⇧tab previous")
  }
}
