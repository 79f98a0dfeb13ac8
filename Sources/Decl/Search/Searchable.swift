// `searchable`: a search field for a view whose code filters what it shows by the field's
// text. The field sits under the title bar of the navigation stack the modifier is on (on
// its root screen), or at the top of the view it modifies; typing writes the binding as it
// goes, Enter runs `onSubmit(of: .search)`, Escape (or Cancel) ends the search.

extension View {
  /// Shows a search field that edits `text`; the view's code filters by it.
  ///
  /// ```swift
  /// NavigationStack {
  ///   List(filtered) { Text($0.name) }
  ///     .navigationTitle("Fruit")
  /// }
  /// .searchable(text: $query, prompt: "Find a fruit")
  /// ```
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    modifier(SearchableModifier(text: text, isPresented: nil, prompt: prompt, suggestions: nil))
  }

  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// A search field whose searching state is `isPresented`: true while searching, and
  /// writing it starts or ends the search (ending it focuses nothing there and clears the text).
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    modifier(
      SearchableModifier(text: text, isPresented: isPresented, prompt: prompt, suggestions: nil))
  }

  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
  }

  @_disfavoredOverload
  public func searchable<S: StringProtocol>(
    text: Binding<String>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
  }

  /// The older form with suggestions (see `searchSuggestions(_:)`).
  public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder suggestions: () -> S
  ) -> some View {
    modifier(
      SearchableModifier(
        text: text, isPresented: nil, prompt: prompt, suggestions: AnyView(suggestions())))
  }

  public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey, @ViewBuilder suggestions: () -> S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt), suggestions: suggestions)
  }

  @_disfavoredOverload
  public func searchable<V: View, S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S,
    @ViewBuilder suggestions: () -> V
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt), suggestions: suggestions)
  }

  /// Suggestions shown in rows under the search field of the `searchable` views inside while
  /// the user searches and has not submitted; a row with `searchCompletion` fills the field.
  ///
  /// ```swift
  /// .searchable(text: $query)
  /// .searchSuggestions {
  ///   ForEach(recent, id: \.self) { Text($0).searchCompletion($0) }
  /// }
  /// ```
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
    environment(\.searchSuggestions, AnyView(suggestions()))
  }

  /// Makes a suggestion row a button that puts `completion` in the search field.
  public func searchCompletion(_ completion: String) -> some View {
    modifier(SearchCompletionModifier(completion: completion))
  }
}
