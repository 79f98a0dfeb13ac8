import Decl

// Listing 6-26: controlling the user's input. `onChange(of:)` watches each field's state and
// cuts the text back with `prefix(_:)` when it grows past 10 characters (name) or 15
// characters (surname), so nothing more can be typed.
enum Listing6_26 {
  typealias FocusName = Listing6_22.FocusName

  struct ContentView: View {
    @FocusState var focusName: FocusName?
    @State private var title: String = "Default Name"
    @State private var nameInput: String = ""
    @State private var surnameInput: String = ""

    var body: some View {
      VStack(spacing: 10) {
        Text(title)
          .lineLimit(1)
          .padding()
          .background(Color.yellow)
        TextField("Insert Name", text: $nameInput)
          .textFieldStyle(.roundedBorder)
          .padding(4)
          .background(focusName == .name ? Color(white: 0.9) : Color.white)
          .focused($focusName, equals: .name)
          .onChange(of: nameInput) { old, value in
            if value.count > 10 {
              nameInput = String(value.prefix(10))
            }
          }
        TextField("Insert Surname", text: $surnameInput)
          .textFieldStyle(.roundedBorder)
          .padding(4)
          .background(focusName == .surname ? Color(white: 0.9) : Color.white)
          .focused($focusName, equals: .surname)
          .onChange(of: surnameInput) { old, value in
            if value.count > 15 {
              surnameInput = String(value.prefix(15))
            }
          }
        HStack {
          Spacer()
          Button("Save") {
            title = nameInput + " " + surnameInput
            focusName = nil
          }
        }
        Spacer()
      }.padding()
    }
  }
}
