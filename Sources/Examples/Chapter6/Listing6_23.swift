import Decl

// Listing 6-23: closing the keyboard. Listing 6-22 with a Save button that also assigns nil
// to the `@FocusState` property, which removes the focus from the fields (on a phone, that
// closes the keyboard).
enum Listing6_23 {
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
        TextField("Insert Surname", text: $surnameInput)
          .textFieldStyle(.roundedBorder)
          .padding(4)
          .background(focusName == .surname ? Color(white: 0.9) : Color.white)
          .focused($focusName, equals: .surname)
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
