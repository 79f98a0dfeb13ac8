import Decl

// Listing 6-1: defining a state. A `@State` title shown in a `Text`, and a button that
// assigns a new string to it; the view redraws by itself.
enum Listing6_1 {
  struct ContentView: View {
    @State private var title: String = "Default Title"

    var body: some View {
      VStack {
        Text(title)
          .padding(10)
        Button(
          action: {
            title = "My New Title"
          },
          label: {
            Text("Change Title")
          })
        Spacer()
      }.padding()
    }
  }
}
