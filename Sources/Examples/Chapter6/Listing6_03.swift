import Decl

// Listing 6-3: defining a two-way binding. The text field stores what the user types in
// `titleInput` through `$titleInput`; the button copies it to the title and clears the field.
enum Listing6_3 {
  struct ContentView: View {
    @State private var title: String = "Default Title"
    @State private var titleInput: String = ""

    var body: some View {
      VStack {
        Text(title)
          .padding(10)
        TextField("Insert Title", text: $titleInput)
        Button(
          action: {
            title = titleInput
            titleInput = ""
          },
          label: {
            Text("Change Title")
          })
        Spacer()
      }.padding()
    }
  }
}
