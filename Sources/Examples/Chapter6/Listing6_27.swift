import Decl

// Listing 6-27: accepting only integer numbers. `onChange(of:)` checks each new value: when
// the field is not empty and its text is not an integer, the old value the closure receives
// is put back, so the field returns to its previous state. (`keyboardType` would choose the
// software keyboard; a terminal has none.)
enum Listing6_27 {
  struct ContentView: View {
    @State private var title: String = "Default Title"
    @State private var numberInput: String = ""

    var body: some View {
      VStack(spacing: 10) {
        Text(title)
          .padding()
          .background(Color.yellow)
        TextField("Insert a Number", text: $numberInput)
          .textFieldStyle(.roundedBorder)
          .padding(4)
          .keyboardType(.numbersAndPunctuation)
          .onChange(of: numberInput) { old, value in
            if !value.isEmpty {
              if Int(value) == nil {
                numberInput = old
              }
            }
          }
        HStack {
          Spacer()
          Button("Save") {
            title = numberInput
            numberInput = ""
          }
        }
        Spacer()
      }.padding()
    }
  }
}
