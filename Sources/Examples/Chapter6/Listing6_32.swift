import Decl

// Listing 6-32: adding a subtitle. A second text in the toggle's label is shown under the
// first as a subtitle, in the secondary style.
enum Listing6_32 {
  struct ContentView: View {
    @State private var currentState: Bool = true

    var body: some View {
      VStack {
        Toggle(
          isOn: $currentState,
          label: {
            Text(currentState ? "On" : "Off")
            Text("Turns the option on or off")
          })
        Spacer()
      }.padding()
    }
  }
}
