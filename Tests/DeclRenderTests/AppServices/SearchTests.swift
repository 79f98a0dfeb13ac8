import Decl
import DeclTesting
import Foundation
import Testing

@testable import DeclRender

@MainActor
@Suite struct SearchTests {
  static let fruit = ["Apple", "Apricot", "Banana", "Cherry", "Pear"]

  private struct FruitSearch: View {
    @State private var query = ""
    @State var submitted: [String] = []
    var results: [String] {
      query.isEmpty ? SearchTests.fruit : SearchTests.fruit.filter { $0.contains(query) }
    }
    var body: some View {
      NavigationStack {
        Group {
          if results.isEmpty {
            ContentUnavailableView.search(text: query)
          } else {
            List(results, id: \.self) { Text($0) }
          }
        }
        .navigationTitle("Fruit")
      }
      .searchable(text: $query, prompt: "Find a fruit")
      .onSubmit(of: .search) { submitted.append(query) }
    }
  }

  /// The field sits under the title bar of the stack the modifier is on; typing filters the
  /// list, and a search that finds nothing shows `ContentUnavailableView.search`.
  @Test func typingFiltersTheList() {
    let host = TestHost(width: 40, height: 12) { FruitSearch() }
    // iOS: the large title, the search field under it, then the rows.
    #expect(host.rows[1] == " Fruit")
    #expect(host.rows[2].contains("🔍 Find a fruit"))
    #expect(host.rows[3] == " Apple")
    assertSnapshot(host, named: "idle", suite: "searchable")
    host.send(.tab)
    host.type("Ap")
    #expect(host.rows[2].contains("🔍 Ap"))
    #expect(host.rows[2].contains("Cancel"))
    #expect(host.screen.contains("Apricot"))
    #expect(!host.screen.contains("Banana"))
    assertSnapshot(host, named: "filtered", suite: "searchable")
    host.type("x")
    #expect(host.screen.contains("No Results for “Apx”"))
    #expect(host.screen.contains("Check the spelling or try a new"))
    assertSnapshot(host, named: "no-results", suite: "searchable")
  }

  private struct Probe: View {
    @Environment(\.isSearching) var isSearching
    @Environment(\.dismissSearch) var dismissSearch
    var body: some View {
      VStack {
        Text(isSearching ? "searching" : "idle")
        Button("Done") { dismissSearch() }
      }
    }
  }

  private struct Searching: View {
    @State var query = ""
    var body: some View {
      Probe().searchable(text: $query).onSubmit(of: .search) { query = "[\(query)]" }
    }
  }

  /// `isSearching` turns true when the field takes focus, Enter runs `onSubmit(of: .search)`,
  /// and Escape or `dismissSearch` end the search and clear the text. Without a stack, the field
  /// is the view's first row.
  @Test func searchingStateAndSubmit() {
    let host = TestHost(width: 30, height: 6) { Searching() }
    #expect(host.rows[0].contains("🔍 Search"))
    #expect(host.screen.contains("idle"))
    host.send(.tab)
    #expect(host.screen.contains("searching"))
    host.type("kiwi")
    host.send(.enter)
    #expect(host.rows[0].contains("[kiwi]"))
    host.send(.escape)
    #expect(host.screen.contains("idle"))
    #expect(host.rows[0].contains("🔍 Search"))
    host.send(.tab)
    host.type("a")
    #expect(host.screen.contains("searching"))
    host.tap("Done")
    #expect(host.screen.contains("idle"))
    #expect(!host.rows[0].contains("a "))
  }

  private struct Suggesting: View {
    @State var query = ""
    var body: some View {
      Text("Query: \(query)")
        .searchable(text: $query)
        .searchSuggestions {
          Text("Apple").searchCompletion("Apple")
          Text("Banana").searchCompletion("Banana")
        }
    }
  }

  /// Suggestions show under the field while searching; choosing one fills the field.
  @Test func suggestionsFillTheField() {
    let host = TestHost(width: 30, height: 8) { Suggesting() }
    #expect(!host.screen.contains("Banana"))
    host.send(.tab)
    #expect(host.rows[1].contains("Apple"))
    #expect(host.rows[2].contains("Banana"))
    assertSnapshot(host, named: "suggestions", suite: "searchable")
    host.tap("Banana")
    #expect(host.screen.contains("Query: Banana"))
    #expect(!host.rows[2].contains("Banana"))
    host.type("s")
    #expect(host.rows[2].contains("Banana"))
  }

  /// A click on the field focuses it; the clear button empties it.
  @Test func mouse() {
    let host = TestHost(width: 30, height: 6) { Searching() }
    host.click(x: 5, y: 0)
    host.type("abc")
    #expect(host.rows[0].contains("abc"))
    host.tap("⊗")
    #expect(!host.rows[0].contains("abc"))
  }
}
