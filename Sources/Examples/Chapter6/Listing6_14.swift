import Decl

// Listing 6-14: disabling the button. The action changes the colour and sets
// `buttonDisabled`, which `disabled(_:)` reads: the button works only once.
enum Listing6_14 {
  struct ContentView: View {
    @State private var colorActive: Bool = false
    @State private var buttonDisabled: Bool = false

    var body: some View {
      VStack(spacing: 10) {
        Text("Default Title")
          .padding()
          .background(colorActive ? Color.green : Color.clear)
        Button("Change Color") {
          colorActive.toggle()
          buttonDisabled = true
        }.disabled(buttonDisabled)
        Spacer()
      }.padding()
    }
  }
}
