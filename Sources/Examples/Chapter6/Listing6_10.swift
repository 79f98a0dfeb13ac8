import Decl

// Listing 6-10: implementing a Button view. The button toggles `colorActive`, and the text's
// background follows it with a ternary: green when true, clear when false.
enum Listing6_10 {
  struct ContentView: View {
    @State private var colorActive: Bool = false

    var body: some View {
      VStack(spacing: 10) {
        Text("Default Title")
          .padding()
          .background(colorActive ? Color.green : Color.clear)
        Button("Change Color") {
          colorActive.toggle()
        }
        Spacer()
      }.padding()
    }
  }
}
