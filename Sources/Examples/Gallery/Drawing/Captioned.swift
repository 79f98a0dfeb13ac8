import Decl

/// A sample with its name under it in grey: the drawing screens' swatches.
struct Captioned<Content: View>: View {
  let name: String
  let content: Content

  init(_ name: String, @ViewBuilder content: () -> Content) {
    self.name = name
    self.content = content()
  }

  var body: some View {
    VStack(spacing: 0) {
      content
      Text(name).font(.caption).foregroundStyle(.secondary).lineLimit(1)
    }
  }
}
