import Decl

/// A shape or style sample in a frame of 96 × 48 points (12 × 3 cells) with its name under
/// it, 13 columns wide: five a row fit 80 columns.
struct Swatch<Content: View>: View {
  let name: String
  let content: Content

  init(_ name: String, @ViewBuilder content: () -> Content) {
    self.name = name
    self.content = content()
  }

  var body: some View {
    Captioned(name) { content.frame(width: 96, height: 48) }.frame(width: 104)
  }
}
