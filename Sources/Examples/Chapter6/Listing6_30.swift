import Decl

// Listing 6-30: implementing a text editor. The editor fills the screen; typing inserts text,
// Enter starts a new line. Decl's editor draws one line per row: it accepts `lineSpacing` and
// leaves no blank rows between its lines.
enum Listing6_30 {
  struct ContentView: View {
    @State private var text: String = ""

    var body: some View {
      TextEditor(text: $text)
        .multilineTextAlignment(.leading)
        .lineSpacing(10)
        .autocorrectionDisabled(true)
        // The chapter's text gives no number: 10 points, a column and a row, keeps the editor
        // off the screen's edges.
        .padding(10)
    }
  }
}
