import Decl

// Listing 6-30: implementing a text editor. The editor fills the screen; typing inserts text,
// Enter starts a new line.
// A terminal shows one line per row, so `lineSpacing` is accepted and changes nothing.
enum Listing6_30 {
  struct ContentView: View {
    @State private var text: String = ""

    var body: some View {
      TextEditor(text: $text)
        .multilineTextAlignment(.leading)
        .lineSpacing(10)
        .autocorrectionDisabled(true)
        .padding(1)
    }
  }
}
