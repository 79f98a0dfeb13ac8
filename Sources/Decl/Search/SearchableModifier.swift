/// `searchable`: keeps the searching state (unless `isPresented` does), tells the content
/// (`isSearching`, `dismissSearch`) and shows the field through a `SearchFieldHostModifier`.
package struct SearchableModifier: ViewModifier {
  let text: Binding<String>
  let isPresented: Binding<Bool>?
  let prompt: Text?
  let suggestions: AnyView?
  @State private var presented = false
  @Environment(\.searchSuggestions) private var outerSuggestions
  @Environment(\.searchSuggestionsVisibility) private var suggestionsVisibility

  package func body(content: Content) -> some View {
    let presented = isPresented ?? $presented
    let text = self.text
    let field = SearchField(
      text: text, isPresented: presented, prompt: prompt ?? Text("Search"),
      suggestions: suggestionsVisibility == .hidden ? nil : suggestions ?? outerSuggestions)
    content
      .environment(\.isSearching, presented.wrappedValue)
      .environment(
        \.dismissSearch,
        DismissSearchAction {
          text.wrappedValue = ""
          presented.wrappedValue = false
        }
      )
      .environment(\.searchSuggestions, nil)
      .modifier(SearchFieldHostModifier(field: field))
  }
}
