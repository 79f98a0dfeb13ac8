import Decl

// Listing 6-12: referencing a method. The button of listing 6-11 names the method as its
// action (`action: changeColor`, no parentheses), so the system calls it when pressed.
enum Listing6_12 {
  struct ContentView: View {
    @State private var colorActive: Bool = false

    var body: some View {
      VStack(spacing: 10) {
        Text("Default Title")
          .padding()
          .background(colorActive ? Color.green : Color.clear)
        Button("Change Color", action: changeColor)
        Spacer()
      }.padding()
    }

    func changeColor() {
      colorActive.toggle()
    }
  }
}
