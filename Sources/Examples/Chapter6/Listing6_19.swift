import Decl

// Listing 6-19: adding a custom style to a button. `MyStyle` returns the label with padding
// and a green border, scaled up by 1.2 while `configuration.isPressed` is true.
//
// `scaleEffect` is accepted and ignored in a terminal (one glyph per cell), so two lines
// stand in for it: while pressed, the box grows by a cell on each side into space kept for it
// around the button, so nothing else moves, as with a scale effect. (The border is drawn over
// the outermost cells, the padding's, as SwiftUI strokes it inside the frame.)
enum Listing6_19 {
  struct MyStyle: ButtonStyle {
    /// One cell on every side (8 points across, 16 down): the stand-in's growth step.
    private static let cell = EdgeInsets(top: 16, leading: 8, bottom: 16, trailing: 8)

    func makeBody(configuration: Configuration) -> some View {
      let pressed = configuration.isPressed

      return configuration.label
        .padding()
        .padding(pressed ? Self.cell : EdgeInsets())
        .border(Color.green, width: 5)
        .scaleEffect(pressed ? 1.2 : 1.0)
        .padding(pressed ? EdgeInsets() : Self.cell)
    }
  }

  struct ContentView: View {
    @State private var color = Color.gray

    var body: some View {
      VStack {
        Text("Default Title")
          .padding()
          .foregroundColor(color)
        Button("Change Color") {
          color = Color.green
        }.buttonStyle(MyStyle())
      }
    }
  }
}
