import Decl

// Listing 6-30: implementing a text editor. The editor fills the screen; typing inserts text,
// Enter starts a new line.
//
// Decl has no `TextEditor`, so `TextEditor` below is the closest control it has, a text field
// on the vertical axis, which grows a row per line. Decl has no `lineSpacing(_:)` either: a
// terminal shows one line per row, so it is accepted and changes nothing.
enum Listing6_30 {
  struct ContentView: View {
    @State private var text: String = ""

    var body: some View {
      TextEditor(text: $text)
        .multilineTextAlignment(.leading)
        .lineSpacing(10)
        .autocorrectionDisabled(true)
        .padding(1)
    }
  }

  /// Stands in for SwiftUI's `TextEditor(text:)`.
  struct TextEditor: View {
    @Binding var text: String

    var body: some View {
      TextField("", text: $text, axis: .vertical)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }
}

extension View {
  fileprivate func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
}
