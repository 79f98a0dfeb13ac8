import Decl

// Listing 6-22: responding to changes in the focus. `@FocusState` holds which field has focus,
// as a `FocusName` value (nil when neither has); `focused(_:equals:)` ties each field to its
// value, and each field's background reads it: light grey while focused, white otherwise; the
// 4-point padding around each field is where that background shows.
enum Listing6_22 {
  enum FocusName: Hashable {
    case name
    case surname
  }

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
          }
        }
        Spacer()
      }.padding()
    }
  }
}
