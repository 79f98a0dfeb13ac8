import Decl
import DeclRender
import DeclTesting
import Foundation
import Testing

@testable import Examples

/// The gallery's screens for search, lists, dates, storage, commands and environment values.
@MainActor
@Suite(.serialized) struct AppServicesGalleryTests {
  /// Every screen of the sections renders something.
  @Test func everyScreenRenders() {
    for example in AppServicesExamples.all {
      let host = SeedExamplesSupport.host(example.id, width: 80, height: 24)
      #expect(
        !host.screen.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
        "\(example.id) shows nothing")
      #expect(host.stats.warnings.isEmpty, "\(example.id): \(host.stats.warnings)")
    }
  }

  /// The sections are in the gallery's list.
  @Test func sectionsAreListed() {
    for seed in AppServicesExamples.seeds {
      #expect(ExampleCatalog.seeds.contains { $0.id == seed.id })
    }
  }

  /// Typing into the fruit search filters; a search that finds nothing says so.
  @Test func fruitSearch() {
    let host = SeedExamplesSupport.host("search-fruit", width: 60, height: 16)
    host.send(.tab)
    host.type("berr")
    #expect(host.screen.contains("Blackberry"))
    #expect(!host.screen.contains("Apple"))
    assertSnapshot(host, named: "filtered", suite: "search-fruit")
    host.type("yz")
    #expect(host.screen.contains("No Results for “berryz”"))
    assertSnapshot(host, named: "no-results", suite: "search-fruit")
  }

  static let keys = ["decl.gallery.launches", "decl.gallery.name", "decl.gallery.compact"]

  /// The storage screen writes `UserDefaults.standard`; the other view it opens reads it.
  @Test func appStorageSurvivesIntoANewView() {
    let defaults = UserDefaults.standard
    for key in Self.keys { defaults.removeObject(forKey: key) }
    defer { for key in Self.keys { defaults.removeObject(forKey: key) } }
    let host = SeedExamplesSupport.host("app-storage", width: 60, height: 16)
    host.send(.tab)
    host.type("Ada")
    host.send(.tab)
    host.send(.tab)
    host.send(.right)
    host.send(.right)
    #expect(defaults.string(forKey: "decl.gallery.name") == "Ada")
    #expect(defaults.integer(forKey: "decl.gallery.launches") == 2)
    host.tap("Open another view")
    #expect(host.screen.contains("Hello, Ada"))
    #expect(host.screen.contains("Launches: 2"))
    assertSnapshot(host, named: "another-view", suite: "app-storage")
    let again = SeedExamplesSupport.host("app-storage", width: 60, height: 16)
    #expect(again.screen.contains("Launches: 2"))
  }

  /// The scroll-to screen's buttons bring rows 80 and 99 into view.
  @Test func scrollToButtons() async {
    let host = SeedExamplesSupport.host("scroll-to", width: 60, height: 12)
    host.tap("Row 80")
    await host.settle()
    #expect(host.rows[1].hasPrefix(" Row 80"))
    #expect(host.screen.contains("Top: 80"))
    host.tap("End")
    await host.settle()
    #expect(host.rows[11].hasPrefix(" Row 99"))
  }
}
