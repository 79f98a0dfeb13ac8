import Decl

// Listing 6-21: responding to the Done button. `onSubmit` runs `assignTitle()` when Return is
// pressed in the field (`submitLabel(.continue)` would title the keyboard's key "Continue";
// a terminal has no software keyboard), and the Save button runs the same method.
enum Listing6_21 {
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
          .submitLabel(.continue)
          .onSubmit {
            assignTitle()
          }
        HStack {
          Spacer()
          Button("Save") {
            assignTitle()
          }
        }
        Spacer()
      }.padding()
    }

    func assignTitle() {
      title = titleInput
      titleInput = ""
    }
  }
}
