import Decl

// Listing 6-31: implementing a toggle. The toggle stores its state in `currentState` (on at
// first) and its label reads it with a ternary: "On" or "Off".
enum Listing6_31 {
  struct ContentView: View {
    @State private var currentState: Bool = true

    var body: some View {
      VStack {
        Toggle(
          isOn: $currentState,
          label: {
            Text(currentState ? "On" : "Off")
          })
        Spacer()
      }.padding()
    }
  }
}
