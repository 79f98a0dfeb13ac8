import Decl

// Listing 6-2: defining multiple states. `isValid` is toggled by the button and the title is
// chosen from it with a ternary expression.
enum Listing6_2 {
  struct ContentView: View {
    @State private var title: String = "Default Title"
    @State private var isValid: Bool = true

    var body: some View {
      VStack {
        Text(title)
          .padding(10)
        Button(
          action: {
            isValid.toggle()
            title = isValid ? "Valid" : "Invalid"
          },
          label: {
            Text("Change Validation")
          })
        Spacer()
      }.padding()
    }
  }
}
