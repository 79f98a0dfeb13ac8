import Decl

/// A PNG asset at its own size, resized to fit and to fill, and SF Symbols as glyphs.
struct ImagesScreen: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text("Images").font(.title)
      HStack(alignment: .top, spacing: 16) {
        Captioned("at its size") { Image("sunset", bundle: .module) }
        Captioned("scaledToFit") {
          Image("sunset", bundle: .module)
            .resizable()
            .scaledToFit()
            .frame(width: 160, height: 96)
            .border(.gray)
        }
        Captioned("scaledToFill, clipped") {
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
