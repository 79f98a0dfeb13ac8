import Decl

// Listing 6-34: implementing a toggle button. `.toggleStyle(.button)` draws the toggle as a
// button that is highlighted (on the accent colour) while on and plain (on grey) while off.
// The book's `mail` symbol is not among the glyphs Decl knows: it draws as the placeholder
// `□`.
enum Listing6_34 {
  struct ContentView: View {
    @State private var currentState: Bool = true

    var body: some View {
      HStack {
        Toggle(
          isOn: $currentState,
          label: {
            Label("Send", systemImage: "mail")
          }
        )
        .toggleStyle(.button)
      }.padding()
    }
  }
}
