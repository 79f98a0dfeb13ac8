/// `searchCompletion`: inside a search field's suggestions, a plain button that fills the
/// field; elsewhere the row as it is.
package struct SearchCompletionModifier: ViewModifier {
  let completion: String
  @Environment(\.searchCompletionAction) private var complete

  package func body(content: Content) -> some View {
    if let complete {
      let completion = self.completion
      Button {
        complete(completion)
      } label: {
        content
      }
      .buttonStyle(.plain)
    } else {
      content
    }
  }
}
