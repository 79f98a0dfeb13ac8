// `searchable` with tokens: the field edits the text as `searchable(text:)` does, and the
// current tokens show in a row above the searched content, drawn by `token`. Typing cannot
// make a token (a terminal field holds text only); the program adds and removes them.

/// The row of a search's tokens above the searched content.
struct SearchTokensRow<C: RandomAccessCollection, T: View>: View where C.Element: Identifiable {
  let tokens: Binding<C>
  let token: (C.Element) -> T

  var body: some View {
    if !tokens.wrappedValue.isEmpty {
      HStack {
        ForEach(tokens.wrappedValue) { token($0) }
      }
    }
  }
}

extension View {
  private func withTokens<C: RandomAccessCollection, T: View>(
    _ tokens: Binding<C>, _ token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    VStack(spacing: 0) {
      SearchTokensRow(tokens: tokens, token: token)
      self
    }
  }

  /// A search field with tokens: the text is edited as usual; the tokens show above the
  /// content.
  public func searchable<C, T: View>(
    text: Binding<String>, tokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
    withTokens(tokens, token).searchable(text: text, placement: placement, prompt: prompt)
  }

  public func searchable<C, T: View>(
    text: Binding<String>, tokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
    withTokens(tokens, token).searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  @_disfavoredOverload
  public func searchable<C, T: View, S: StringProtocol>(
    text: Binding<String>, tokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: S,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
    withTokens(tokens, token).searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// A search field with tokens whose searching state is `isPresented`.
  public func searchable<C, T: View>(
    text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
    withTokens(tokens, token).searchable(
      text: text, isPresented: isPresented, placement: placement, prompt: prompt)
  }

  public func searchable<C, T: View>(
    text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
    withTokens(tokens, token).searchable(
      text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
  }

  @_disfavoredOverload
  public func searchable<C, T: View, S: StringProtocol>(
    text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: S,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
    withTokens(tokens, token).searchable(
      text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
  }

  /// A search field with tokens and suggested tokens (which Decl does not offer).
  public func searchable<C, T: View>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
    withTokens(tokens, token).searchable(
      text: text, isPresented: isPresented, placement: placement, prompt: prompt)
  }

  public func searchable<C, T: View>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
    withTokens(tokens, token).searchable(
      text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
  }

  @_disfavoredOverload
  public func searchable<C, T: View, S: StringProtocol>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: S,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
    withTokens(tokens, token).searchable(
      text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
  }

  /// A search field with tokens and suggested tokens (which Decl does not offer).
  public func searchable<C, T: View>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
    withTokens(tokens, token).searchable(text: text, placement: placement, prompt: prompt)
  }

  public func searchable<C, T: View>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
    withTokens(tokens, token).searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  @_disfavoredOverload
  public func searchable<C, T: View, S: StringProtocol>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: S,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where C: RandomAccessCollection & RangeReplaceableCollection, C.Element: Identifiable {
    withTokens(tokens, token).searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// A search field whose tokens are editable; they show above the content as `token` draws
  /// each one's binding.
  public func searchable<C, T: View>(
    text: Binding<String>, editableTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (Binding<C.Element>) -> T
  ) -> some View
  where
    C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection,
    C.Element: Identifiable, C.Index: Hashable
  {
    VStack(spacing: 0) {
      HStack { ForEach(editableTokens) { token($0) } }
      self.searchable(text: text, placement: placement, prompt: prompt)
    }
  }

  /// A search field with editable tokens whose searching state is `isPresented`.
  public func searchable<C, T: View>(
    text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (Binding<C.Element>) -> T
  ) -> some View
  where
    C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection,
    C.Element: Identifiable, C.Index: Hashable
  {
    VStack(spacing: 0) {
      HStack { ForEach(editableTokens) { token($0) } }
      self.searchable(text: text, isPresented: isPresented, placement: placement, prompt: prompt)
    }
  }
}
