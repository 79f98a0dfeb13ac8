import Decl
import DeclRender
import DeclTesting
import Testing

@testable import Examples

/// Seed 003's navigation examples: `users` (one enum drives two destinations), `users-optional`
/// (one optional), and `deep-link` (launched with the navigation state set).
@MainActor
@Suite struct NavigationExamplesTests {
  @Test func usersListEditAndBack() {
    let host = SeedExamplesSupport.host("users", width: 50, height: 12)
    #expect(host.rows[1] == " Users")
    #expect(host.screen.contains("USERS"))
    #expect(host.screen.contains("CATEGORIES"))
    assertSnapshot(host, named: "list", suite: "users")

    #expect(host.tap("Blob Jr."))
    #expect(host.screen.contains("Edit user"))
    #expect(host.rows[0].hasPrefix("‹ Users"))
    // The name field is focused on arrival: typing edits the user inside the enum.
    host.type(" II")
    #expect(host.screen.contains("Blob Jr. II"))
    assertSnapshot(host, named: "editing-user", suite: "users")

    host.send(.escape)
    #expect(host.screen.contains("Blob Jr. II"))
    #expect(!host.screen.contains("Edit user"))
    assertSnapshot(host, named: "after-edit", suite: "users")
  }

  @Test func usersCategoriesUseTheirOwnDestination() {
    let host = SeedExamplesSupport.host("users", width: 50, height: 16)
    #expect(host.tap("Guests"))
    #expect(host.screen.contains("Edit category"))
    #expect(!host.screen.contains("Edit user"))
    host.type("!")
    host.send(.escape)
    #expect(host.screen.contains("Guests!"))
  }

  @Test func usersOptionalDestination() {
    let host = SeedExamplesSupport.host("users-optional", width: 50, height: 10)
    #expect(host.tap("Blob Sr."))
    #expect(host.screen.contains("Edit user"))
    host.type(" 3")
    host.tap("Users")
    #expect(host.screen.contains("Blob Sr. 3"))
    #expect(!host.screen.contains("Edit user"))
  }

  private func deepLinkHost(_ arguments: [String]) -> TestHost {
    guard let example = ExampleCatalog.example(id: "deep-link") else {
      fatalError("no deep-link example")
    }
    return TestHost(width: 50, height: 10) { example.makeView(arguments) }
  }

  @Test func deepLinkTwoLevels() {
    let host = deepLinkHost(["user", "2"])
    #expect(host.screen.contains("User #2: Blob Jr."))
    #expect(host.rows[0].hasPrefix("‹ Users"))
    assertSnapshot(host, named: "two-levels", suite: "deep-link")
    host.send(.escape)
    #expect(host.screen.contains("Blob Sr."))
    #expect(host.rows[1] == " Users")
  }

  @Test func deepLinkThreeLevelsPopsLevelByLevel() {
    let host = deepLinkHost(["user", "2", "settings"])
    #expect(host.screen.contains("Hello!"))
    #expect(host.rows[0].hasPrefix("‹ Blob Jr."))
    assertSnapshot(host, named: "three-levels", suite: "deep-link")
    host.send(.escape)
    #expect(host.screen.contains("User #2: Blob Jr."))
    assertSnapshot(host, named: "after-one-back", suite: "deep-link")
    // Pushing again works after a deep link (the bug SwiftUINavigation 0.4 fixed).
    #expect(host.tap("Go to settings"))
    #expect(host.screen.contains("Hello!"))
    host.send(.escape)
    host.send(.escape)
    #expect(host.screen.contains("Blob Sr."))
    // Going back down from the root starts at the user, not at the settings.
    #expect(host.tap("Blob"))
    #expect(host.screen.contains("User #1: Blob"))
  }

  @Test func deepLinkWithoutArgumentsShowsTheList() {
    let host = deepLinkHost([])
    #expect(host.screen.contains("Blob Jr."))
    #expect(!host.screen.contains("‹"))
  }

  @Test func deepLinkRouteParsing() {
    #expect(DeepLinkExample.Route(arguments: ["user", "3"]).userID == 3)
    #expect(DeepLinkExample.Route(arguments: ["user", "3", "settings"]).showsSettings)
    #expect(!DeepLinkExample.Route(arguments: ["settings"]).showsSettings)
    #expect(DeepLinkExample.Route(arguments: ["user", "x"]).userID == nil)
  }
}

/// Case paths built with `/Enum.case`, which the users example relies on.
@Suite struct CasePathTests {
  enum Destination: Equatable {
    case edit(user: String)
    case edit(category: String)
    case count(Int)
    case pair(Int, Int)
    case home
  }

  @Test func extractsOnlyItsOwnCaseEvenWhenNamesAndTypesMatch() {
    let user: CasePath<Destination, String> = /Destination.edit(user:)
    let category: CasePath<Destination, String> = /Destination.edit(category:)
    #expect(user.extract(from: .edit(user: "Blob")) == "Blob")
    #expect(user.extract(from: .edit(category: "Admins")) == nil)
    #expect(category.extract(from: .edit(category: "Admins")) == "Admins")
    #expect(category.extract(from: .edit(user: "Blob")) == nil)
    #expect(user.embed("x") == .edit(user: "x"))
  }

  @Test func unlabelledMultiplePayloadAndEmptyCases() {
    let count: CasePath<Destination, Int> = /Destination.count
    let pair: CasePath<Destination, (Int, Int)> = /Destination.pair
    let home: CasePath<Destination, Void> = /Destination.home
    #expect(count.extract(from: .count(3)) == 3)
    #expect(count.extract(from: .home) == nil)
    let values = pair.extract(from: .pair(1, 2))
    #expect(values?.0 == 1 && values?.1 == 2)
    #expect(home.extract(from: .home) != nil)
    #expect(home.extract(from: .count(1)) == nil)
  }
}
