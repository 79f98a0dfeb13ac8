/// A `searchable` view's search field: one row inset like a list's rows, `🔍` and the field on
/// a grey fill, a clear button while there is text, Cancel while searching; under it, while
/// searching and until Enter, the suggestions.
package struct SearchField: View {
  let text: Binding<String>
  let isPresented: Binding<Bool>
  let prompt: Text
  let suggestions: AnyView?
  @FocusState private var isFocused: Bool
  @State private var showsSuggestions = false
  /// The text a suggestion put in the field, which shows no suggestions until edited.
  @State private var completion: String?
  @Environment(\.searchSubmitActions) private var searchSubmitActions

  package var body: some View {
    let text = self.text
    let isPresented = self.isPresented
    VStack(alignment: .leading, spacing: 0) {
      CellStackLayout(.horizontal, spacing: 1) {
        CellStackLayout(.horizontal, spacing: 1) {
          Image(systemName: "magnifyingglass")
          TextField(text: text, prompt: prompt) { prompt }
            .focused($isFocused)
            .environment(\.submitActions, submitActions)
          if !text.wrappedValue.isEmpty {
            Button {
              text.wrappedValue = ""
            } label: {
              Image(systemName: "xmark.circle.fill").foregroundStyle(.secondary)
            }
            .buttonStyle(.plain)
          }
        }
        .padding(.horizontal, cells: 1)
        .background(Color(.tertiarySystemFill))
        if isPresented.wrappedValue {
          Button("Cancel") { dismiss() }.buttonStyle(.borderless)
        }
      }
      if showsSuggestions, isPresented.wrappedValue, let suggestions {
        VStack(alignment: .leading, spacing: 0) { suggestions }
          .frame(maxWidth: .infinity, alignment: .leading)
          .padding(.leading, cells: 4)
          .environment(\.searchCompletionAction) { chosen in
            completion = chosen
            text.wrappedValue = chosen
            showsSuggestions = false
            isFocused = true
          }
      }
    }
    .padding(.horizontal, cells: 1)
    .onChange(of: isFocused) { _, focused in
      if focused {
        isPresented.wrappedValue = true
        showsSuggestions = text.wrappedValue != completion
      }
    }
    .onChange(of: text.wrappedValue) { _, newText in
      if !newText.isEmpty { isPresented.wrappedValue = true }
      if newText != completion {
        completion = nil
        showsSuggestions = true
      }
    }
    .onChange(of: isPresented.wrappedValue) { _, presented in
      if !presented {
        isFocused = false
        showsSuggestions = false
        text.wrappedValue = ""
      }
    }
    .onKeyPress(.escape) {
      guard isPresented.wrappedValue || !text.wrappedValue.isEmpty else { return .ignored }
      dismiss()
      return .handled
    }
  }

  /// Enter runs `onSubmit(of: .search)` and hides the suggestions.
  private var submitActions: [@MainActor () -> Void] {
    [{ showsSuggestions = false }] + searchSubmitActions
  }

  /// Ends the search: no text, not searching, focus leaves the field.
  private func dismiss() {
    text.wrappedValue = ""
    isPresented.wrappedValue = false
  }
}
