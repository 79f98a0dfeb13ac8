import Decl

/// A PNG asset at its own size, resized to fit and to fill, and SF Symbols as glyphs.
struct ImagesScreen: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text("Images").font(.title)
      HStack(alignment: .top, spacing: 16) {
        Caption("at its size") { Image("sunset", bundle: .module) }
        Caption("scaledToFit") {
          Image("sunset", bundle: .module)
            .resizable()
            .scaledToFit()
            .frame(width: 160, height: 96)
            .border(.gray)
        }
        Caption("scaledToFill, clipped") {
          Image("sunset", bundle: .module)
            .resizable()
            .scaledToFill()
            .frame(width: 96, height: 96)
            .clipShape(Circle())
        }
      }
      HStack(spacing: 16) {
        ForEach(Self.symbols, id: \.self) { name in
          Label(name, systemImage: name)
        }
      }
      .foregroundStyle(.tint)
    }
    .padding()
  }

  private static let symbols = ["star.fill", "heart", "bell", "folder", "trash"]
}

/// An image with a caption under it.
private struct Caption<Content: View>: View {
  let text: String
  let content: Content

  init(_ text: String, @ViewBuilder content: () -> Content) {
    self.text = text
    self.content = content()
  }

  var body: some View {
    VStack(spacing: 0) {
      content
      Text(text).font(.caption).foregroundStyle(.secondary)
    }
  }
}
