import Decl

// Listing 6-20: configuring the text field. `.roundedBorder` draws a box around the field, and
// `textInputAutocapitalization(.words)` asks the software keyboard to capitalize each word (a
// terminal has no software keyboard: the modifier is accepted and changes nothing). Save
// copies the input to the title and clears the field.
enum Listing6_20 {
  struct ContentView: View {
    @State private var title: String = "Default Title"
    @State private var titleInput: String = ""

    var body: some View {
      VStack(spacing: 15) {
        Text(title)
          .lineLimit(1)
          .padding()
          .background(Color.yellow)
        TextField("Insert Title", text: $titleInput)
          .textFieldStyle(.roundedBorder)
          .textInputAutocapitalization(.words)
        HStack {
          Spacer()
          Button("Save") {
            title = titleInput
            titleInput = ""
          }
        }
        Spacer()
      }.padding()
    }
  }
}
