import Decl

// Listing 6-17: assigning a role. Listing 6-16 with the Cancel button replaced by a Delete
// button whose role is `.destructive`, which the bordered style draws in red.
enum Listing6_17 {
  struct ContentView: View {
    @State private var console: [String] = []

    var body: some View {
      HStack {
        Button("Delete", role: .destructive) {
          print("Delete Action")
        }.buttonStyle(.bordered)
        Button("Send") {
          print("Send Information")
        }.buttonStyle(.borderedProminent)
      }
      .console(console)
    }

    /// Stands in for Xcode's console.
    private func print(_ value: String) {
      console.append(value)
    }
  }
}
