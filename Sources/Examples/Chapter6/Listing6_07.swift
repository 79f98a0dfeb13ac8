import Decl

// Listing 6-7: accessing the value of a @Binding property. `HeaderView` receives both values
// as `Binding<String>`, stores them with `_title = title`, and counts the title's characters
// through the binding's `wrappedValue` to show the count next to the title.
enum Listing6_7 {
  struct ContentView: View {
    @State private var title: String = "Default Title"
    @State private var titleInput: String = ""

    var body: some View {
      VStack {
        HeaderView(title: $title, titleInput: $titleInput)
        Button(
          action: {
            title = titleInput
            titleInput = ""
          },
          label: {
            Text("Change Title")
          })
        Spacer()
      }.padding()
    }
  }

  struct HeaderView: View {
    @Binding var title: String
    @Binding var titleInput: String
    let counter: Int

    init(title: Binding<String>, titleInput: Binding<String>) {
      _title = title
      _titleInput = titleInput
      counter = title.wrappedValue.count
    }

    var body: some View {
      Text("\(title) (\(counter))")
        .padding(10)
      TextField("Insert Title", text: $titleInput)
    }
  }
}
