import Decl

// Listing 6-6: initializing a @State property. Listing 6-5's view with an initializer that
// replaces the `State` structure of `titleInput`, so the field starts with "Hello World".
enum Listing6_6 {
  struct ContentView: View {
    @State private var title: String = "Default Title"
    @State private var titleInput: String = ""

    init() {
      _titleInput = State(initialValue: "Hello World")
    }

    var body: some View {
      VStack {
        HeaderView(title: _title.wrappedValue, titleInput: _titleInput.projectedValue)
        Button(
          action: {
            _title.wrappedValue = _titleInput.wrappedValue
            _titleInput.wrappedValue = ""
          },
          label: {
            Text("Change Title")
          })
        Spacer()
      }.padding()
    }
  }

  typealias HeaderView = Listing6_4.HeaderView
}
