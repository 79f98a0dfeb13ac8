import Decl

// Listing 6-5: accessing the State structure's properties. The same screen as listing 6-4,
// written without the shortcuts: `_title.wrappedValue` instead of `title` and
// `_titleInput.projectedValue` instead of `$titleInput`.
enum Listing6_5 {
  struct ContentView: View {
    @State private var title: String = "Default Title"
    @State private var titleInput: String = ""

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
