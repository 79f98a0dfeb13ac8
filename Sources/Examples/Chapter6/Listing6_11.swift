import Decl

// Listing 6-11: using a method to organize the code. The same screen as listing 6-10; the
// button's closure calls `changeColor()`, which toggles `colorActive`.
enum Listing6_11 {
  struct ContentView: View {
    @State private var colorActive: Bool = false

    var body: some View {
      VStack(spacing: 10) {
        Text("Default Title")
          .padding()
          .background(colorActive ? Color.green : Color.clear)
        Button("Change Color") {
          changeColor()
        }
        Spacer()
      }.padding()
    }

    func changeColor() {
      colorActive.toggle()
    }
  }
}
