import Decl

// Listing 6-4: using a @Binding property. The title and the text field move to `HeaderView`;
// `titleInput` reaches it as a binding (`$titleInput`), so both views share one state.
enum Listing6_4 {
  struct ContentView: View {
    @State private var title: String = "Default Title"
    @State private var titleInput: String = ""

    var body: some View {
      VStack {
        HeaderView(title: title, titleInput: $titleInput)
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

  struct HeaderView: View {
    var title: String
    @Binding var titleInput: String

    var body: some View {
      Text(title)
        .padding(10)
      TextField("Insert Title", text: $titleInput)
    }
  }
}
