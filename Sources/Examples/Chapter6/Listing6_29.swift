import Decl

// Listing 6-29: using a secure text field. `SecureField` works like `TextField` and takes the
// same modifiers, but shows a `•` for each character typed; the text above shows the value
// the binding stores.
enum Listing6_29 {
  struct ContentView: View {
    @State private var password: String = ""

    var body: some View {
      VStack {
        Text(password)
          .padding()
        SecureField("Insert Password", text: $password)
          .textFieldStyle(.roundedBorder)
        Spacer()
      }.padding()
    }
  }
}
