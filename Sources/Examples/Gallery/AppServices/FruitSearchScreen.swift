import Decl

/// A searchable list: typing filters it, suggestions show while searching, and a search that
/// finds nothing shows `ContentUnavailableView.search`.
struct FruitSearchScreen: View {
  static let fruit = [
    "Apple", "Apricot", "Banana", "Blackberry", "Blueberry", "Cherry", "Coconut", "Fig", "Grape",
    "Kiwi", "Lemon", "Lime", "Mango", "Melon", "Orange", "Papaya", "Peach", "Pear", "Plum",
  ]

  @State private var query = ""
  @State private var lastSearch = ""

  private var results: [String] {
    query.isEmpty ? Self.fruit : Self.fruit.filter { $0.localizedCaseInsensitiveContains(query) }
  }

  var body: some View {
    NavigationStack {
      Group {
        if results.isEmpty {
          ContentUnavailableView.search(text: query)
        } else {
          List {
            if !lastSearch.isEmpty {
              Text("Last search: \(lastSearch)").foregroundStyle(.secondary)
            }
            ForEach(results, id: \.self) { Text($0) }
          }
        }
      }
      .navigationTitle("Fruit")
    }
    .searchable(text: $query, prompt: "Find a fruit")
    .searchSuggestions {
      ForEach(["Berry", "Melon", "Citrus"], id: \.self) { Text("\($0)…").searchCompletion($0) }
    }
    .onSubmit(of: .search) { lastSearch = query }
  }
}
