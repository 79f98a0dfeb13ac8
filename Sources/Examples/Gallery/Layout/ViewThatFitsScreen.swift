import Decl

/// `ViewThatFits` in a frame whose width the buttons change: the long form, a shorter one,
/// then an icon, each the first that fits.
struct ViewThatFitsScreen: View {
  @State private var width: CGFloat = 60

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      HStack {
        Text("Frame \(Int(width)) columns wide").bold()
        Button("Narrower") { width = max(4, width - 8) }
        Button("Wider") { width = min(76, width + 8) }
      }
      ViewThatFits(in: .horizontal) {
        Text("Delivered on Tuesday, 4 March at 10:24 by courier")
        Text("Delivered 4 March, 10:24")
        Text("✓ 4 Mar")
      }
      .frame(width: width, alignment: .leading)
      .padding(1)
      .border(.secondary)
      ViewThatFits {
        HStack {
          Button("Save draft") {}
          Button("Send later") {}
          Button("Send now") {}
        }
        VStack(alignment: .leading) {
          Button("Save draft") {}
          Button("Send now") {}
        }
      }
      .frame(width: width, alignment: .leading)
    }
    .padding(1)
  }
}
