import Decl

// Listing 6-16: button styles. Cancel is `.bordered` (a secondary action, on grey) and Send
// is `.borderedProminent` (the main action, on the accent colour). Their actions print, and
// the lines show in the console under the screen.
enum Listing6_16 {
  struct ContentView: View {
    @State private var console: [String] = []

    var body: some View {
      HStack {
        Button("Cancel") {
          print("Cancel Action")
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
