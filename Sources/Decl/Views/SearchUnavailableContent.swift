/// What `ContentUnavailableView.search` is made of.
public struct SearchUnavailableContent {
  /// "No Results", or "No Results for “query”", with a magnifying glass.
  public struct Label: View {
    let query: String?
    public var body: some View {
      Decl.Label(
        query.map { "No Results for “\($0)”" } ?? "No Results", systemImage: "magnifyingglass")
    }
  }

  /// "Check the spelling or try a new search."
  public struct Description: View {
    public var body: some View { Text("Check the spelling or try a new search.") }
  }

  /// No actions.
  public struct Actions: View {
    public var body: some View { EmptyView() }
  }
}
