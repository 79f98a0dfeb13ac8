import Decl

// Listing 6-28: defining a multiline text field. On the vertical axis the field grows a row
// per line of text (Enter starts a new line) up to `lineLimit(5)`, then scrolls. The text also
// shows the range form, `lineLimit(3...5)`, which keeps at least three rows: run it with
// `swift run Examples ch6-28 range`.
enum Listing6_28 {
  struct ContentView: View {
    @State private var title: String = "Default Title"
    @State private var titleInput: String = ""

    var body: some View {
      VStack {
        Text(title)
          .lineLimit(1)
          .padding()
          .background(Color.yellow)
        TextField("Insert Title", text: $titleInput, axis: .vertical)
          .textFieldStyle(.roundedBorder)
          .lineLimit(5)
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

  /// The same view with `lineLimit(3...5)`: at least three rows, at most five.
  struct RangeContentView: View {
    @State private var title: String = "Default Title"
    @State private var titleInput: String = ""

    var body: some View {
      VStack {
        Text(title)
          .lineLimit(1)
          .padding()
          .background(Color.yellow)
        TextField("Insert Title", text: $titleInput, axis: .vertical)
          .textFieldStyle(.roundedBorder)
          .lineLimit(3...5)
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
