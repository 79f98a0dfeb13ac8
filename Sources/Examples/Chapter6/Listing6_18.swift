import Decl

// Listing 6-18: scaling buttons. A prominent button whose label is an SF Symbol and a text;
// `imageScale(.large)` scales the symbol, `font(.largeTitle)` the text (bold in a terminal)
// and `controlSize(.large)` the button (more padding around the label).
enum Listing6_18 {
  struct ContentView: View {
    @State private var console: [String] = []

    var body: some View {
      VStack {
        Button(
          action: {
            print("Send Information")
          },
          label: {
            HStack {
              Image(systemName: "mail")
                .imageScale(.large)
              Text("Send")
            }
          }
        )
        .buttonStyle(.borderedProminent)
        .font(.largeTitle)
        .controlSize(.large)
        Spacer()
      }
      .padding()
      .console(console)
    }

    /// Stands in for Xcode's console.
    private func print(_ value: String) {
      console.append(value)
    }
  }
}
