import Decl

// Listing 6-8: creating a Binding structure. The book builds a preview of listing 6-7's
// `HeaderView` with two hand-made bindings: the getters return fixed strings and the setters
// only print what they receive. `#Preview` does not exist here, so `Preview` shows that
// configuration as the screen, with Xcode's console under it: the preview's `print(_:)`
// writes there instead of to standard output (which would tear the terminal screen).
enum Listing6_8 {
  typealias HeaderView = Listing6_7.HeaderView

  struct Preview: View {
    @State private var console: [String] = []

    var body: some View {
      VStack {
        Spacer()
        preview
        Spacer()
        Divider()
        Text(console.isEmpty ? "Console" : console.suffix(2).joined(separator: "\n"))
          .foregroundColor(console.isEmpty ? .secondary : nil)
          .frame(maxWidth: .infinity, alignment: .leading)
      }
    }

    /// The body of the book's `#Preview { ... }`.
    private var preview: some View {
      let constantTitle = Binding<String>(
        get: { return "My Preview Title" },
        set: { value in
          print(value)
        })
      let constantInput = Binding<String>(
        get: { return "" },
        set: { value in
          print(value)
        })
      return HeaderView(title: constantTitle, titleInput: constantInput)
    }

    /// Stands in for the console of Xcode's canvas.
    private func print(_ value: String) {
      console.append(value)
    }
  }
}
