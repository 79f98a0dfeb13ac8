import Decl

/// Clipping to shapes, masks, corner radii, and backgrounds drawn in a shape.
struct ClipsScreen: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text("Clipping").font(.title)
      HStack(spacing: 16) {
        Text("Tag")
          .padding(.horizontal)
          .background(.green)
          .clipShape(Capsule())
        Text("Rounded")
          .padding()
          .background(.blue)
          .cornerRadius(8)
        Text("Material")
          .padding()
          .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 8))
        Text("Bordered")
          .padding(8)
          .overlay(RoundedRectangle(cornerRadius: 8).stroke(.orange, lineWidth: 1))
      }
      HStack(spacing: 16) {
        Color.orange
          .frame(width: 96, height: 64)
          .clipShape(Circle())
        LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
          .frame(width: 96, height: 64)
          .mask(Triangle())
        Text(String(repeating: "clipped ", count: 8))
          .frame(width: 96, height: 32, alignment: .topLeading)
          .clipped()
          .padding(8)
          .border(.gray)
      }
    }
    .padding()
  }
}
