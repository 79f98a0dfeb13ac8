import Decl

// Listing 6-25: disabling the button. Save is disabled while either field is empty.
enum Listing6_25 {
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
          }.disabled(nameInput.isEmpty || surnameInput.isEmpty)
        }
        Spacer()
      }.padding()
    }
  }
}
