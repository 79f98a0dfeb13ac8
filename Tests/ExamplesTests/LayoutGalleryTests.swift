import Decl
import DeclRender
import DeclTesting
import Testing

@testable import Examples

/// The gallery's "Layout" section: one screen per container, each opened from the gallery.
@MainActor
@Suite struct LayoutGalleryTests {
  private func screen(_ id: String) -> TestHost {
    let example = ExampleCatalog.example(id: id)!
    return TestHost(width: 80, height: 24) { example.makeView([]) }
  }

  @Test func everyLayoutScreenIsInTheGallery() {
    let ids = ExampleCatalog.all.filter { $0.seed == LayoutExamples.seed.id }.map(\.id)
    #expect(ids.count == 10)
    let host = TestHost(width: 80, height: 200) { GalleryView() }
    #expect(host.screen.contains("LAYOUT · LAYOUT CONTAINERS"))
    for id in ids { #expect(host.screen.contains(id)) }
  }

  @Test func gridAlignsItsColumns() {
    let host = screen("layout-grid")
    // The numbers' columns are trailing-aligned under their headings.
    #expect(host.position(of: "0.39")!.x + 4 == host.position(of: "Distance (AU)")!.x + 13)
    #expect(host.position(of: "95")!.x + 2 == host.position(of: "Moons")!.x + 5)
    assertSnapshot(host, named: "initial", suite: "layout-grid")
  }

  @Test func lazyVGridChangesItsColumns() {
    let host = screen("layout-lazy-vgrid")
    // 78 columns of cells at least 10 wide, one apart: seven a row.
    #expect(host.row(of: "kiwi") == host.row(of: "apple"))
    assertSnapshot(host, named: "initial", suite: "layout-lazy-vgrid")
    host.tap("Wider")
    host.tap("Wider")
    // At least 14 wide: five a row.
    #expect(host.row(of: "fig") == host.row(of: "apple"))
    #expect(host.row(of: "grape") == host.row(of: "apple")! + 1)
    // Scrolled, the section's header stays on top.
    host.scroll(x: 10, y: 10, rows: 5)
    #expect(host.rows[2].contains("Fruit") || host.rows[2].contains("Vegetables"))
  }

  @Test func lazyHGridScrollsSidewaysRealisingOnlyWhatIsInView() {
    let host = screen("layout-lazy-hgrid")
    assertSnapshot(host, named: "initial", suite: "layout-lazy-hgrid")
    // Of 10,000 numbers, only a few screens' worth exist.
    #expect(host.liveNodeCount < 1_000)
    let before = host.position(of: "#1 ")!
    host.scroll(x: 5, y: before.y, rows: 2_000)
    #expect(host.position(of: "#1 ") == nil)
    // 4,000 columns on, past the thousandth number (the last ones are cut by the screen's
    // edge).
    let numbers = host.screen.split(whereSeparator: { $0 == " " || $0 == "\n" })
      .filter { $0.hasPrefix("#") }.compactMap { Int($0.dropFirst()) }
    #expect(numbers.count > 20)
    #expect(numbers.filter { $0 > 1_000 }.count > 20)
    #expect(host.liveNodeCount < 1_000)
  }

  @Test func lazyVStackPinsItsSectionHeader() {
    let host = screen("layout-lazy-vstack")
    #expect(host.rows.first?.hasPrefix("Rows 0 to 49") == true)
    host.scroll(x: 5, y: 5, rows: 80)
    #expect(host.rows.first?.hasPrefix("Rows 50 to 99") == true)
    assertSnapshot(host, named: "scrolled", suite: "layout-lazy-vstack")
  }

  @Test func viewThatFitsPicksByWidth() {
    let host = screen("layout-view-that-fits")
    #expect(host.screen.contains("Delivered on Tuesday"))
    #expect(host.screen.contains("Send later"))
    assertSnapshot(host, named: "wide", suite: "layout-view-that-fits")
    for _ in 0..<4 { host.tap("Narrower") }
    // 28 columns: the middle form, and the buttons in a column.
    #expect(host.screen.contains("Delivered 4 March, 10:24"))
    #expect(!host.screen.contains("Send later"))
    for _ in 0..<2 { host.tap("Narrower") }
    #expect(host.screen.contains("✓ 4 Mar"))
  }

  @Test func geometryReaderReportsItsSize() {
    let host = screen("layout-geometry-reader")
    #expect(host.screen.contains("The reader is 76 × 18."))
    #expect(host.screen.contains("The bar is 50% of its width: 38."))
    assertSnapshot(host, named: "initial", suite: "layout-geometry-reader")
    host.tap("More")
    #expect(host.screen.contains("The bar is 60% of its width: 45."))
  }

  @Test func preferencesLineUpLabelsAndFollowTheSelection() {
    let host = screen("layout-preferences")
    #expect(host.screen.contains("as wide as the widest (10 columns)"))
    let name = host.position(of: "Name")!
    let occupation = host.position(of: "Occupation")!
    #expect(name.x + 4 == occupation.x + 10)
    func underlined(_ day: String) -> Bool {
      let position = host.position(of: day)!
      return host.canvas[x: position.x, y: position.y + 1].style.background != .default
    }
    #expect(underlined("Wed"))
    assertSnapshot(host, named: "initial", suite: "layout-preferences")
    host.tap("Fri")
    #expect(underlined("Fri"))
    #expect(!underlined("Wed"))
  }

  @Test func customLayoutsKeepStateAcrossAnyLayout() {
    let host = screen("layout-custom")
    assertSnapshot(host, named: "initial", suite: "layout-custom")
    host.tap("Coffee")
    host.tap("Coffee")
    #expect(host.screen.contains("Tea: 0 Coffee: 2 Hot chocolate: 0"))
    host.tap("Column")
    // The same three views, now one above the other, their counts kept.
    #expect(host.row(of: "Coffee: 2")! == host.row(of: "Tea: 0")! + 1)
  }

  @Test func alignmentGuidesLineUpLabels() {
    let host = screen("layout-alignment")
    let values = ["Ada Lovelace", "the Analytical Engine notes", "10 December 1815"]
    #expect(Set(values.map { host.position(of: $0)!.x }).count == 1)
    #expect(host.position(of: "Flour")!.x == host.position(of: "1. Gather")!.x + 3)
    assertSnapshot(host, named: "initial", suite: "layout-alignment")
  }

  @Test func layoutModifiersWork() {
    let host = screen("layout-modifiers")
    // The bar is along the list's bottom edge, below its rows.
    #expect(host.row(of: "Add item 4")! > host.row(of: "Eggs")! + 10)
    assertSnapshot(host, named: "initial", suite: "layout-modifiers-screen")
    host.tap("Add item 4")
    #expect(host.screen.contains("Item 4"))
    #expect(!host.screen.contains("Card 2"))
    host.tap("Bring the next card forward")
    #expect(host.screen.contains("Card 2"))
  }

  @Test func everyScreenWorksFromTheKeyboard() {
    for id in ["layout-lazy-vgrid", "layout-view-that-fits", "layout-custom"] {
      let host = screen(id)
      let before = host.screen
      host.send(.tab)
      host.send(.enter)
      #expect(host.screen != before, "\(id): Tab and Enter pressed its first button")
    }
  }
}
