import Decl

// Listing 6-33: defining a custom label for the toggle. `labelsHidden()` removes the toggle's
// label (declared as an empty string) and its flexible space, so the toggle is as small as
// its switch and centred on the screen, with a text showing the current value beside it.
enum Listing6_33 {
  struct ContentView: View {
    @State private var currentState: Bool = true

    var body: some View {
      HStack {
        Toggle("", isOn: $currentState)
          .labelsHidden()
        Text(currentState ? "On" : "Off")
      }.padding()
    }
  }
}
