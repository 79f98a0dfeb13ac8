import Decl
import Foundation

// Listing 6-24: checking the values before saving. Save trims the spaces at both ends of each
// input and saves the trimmed values only when neither is empty; the button stays enabled.
enum Listing6_24 {
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
            let tempName = nameInput.trimmingCharacters(in: .whitespaces)
            let tempSurname = surnameInput.trimmingCharacters(in: .whitespaces)

            if !tempName.isEmpty && !tempSurname.isEmpty {
              title = tempName + " " + tempSurname
              focusName = nil
            }
          }
        }
        Spacer()
      }.padding()
    }
  }
}
