import Decl

// Listing 6-9: creating a Binding structure from an immutable value. The preview of listing
// 6-8 written with `.constant(...)`: the bindings always read the given values and ignore
// writes. `#Preview` does not exist here, so `Preview` shows that configuration as the screen.
enum Listing6_9 {
  typealias HeaderView = Listing6_7.HeaderView

  struct Preview: View {
    var body: some View {
      HeaderView(title: .constant("My Preview Title"), titleInput: .constant(""))
    }
  }
}
