import Decl

/// A `GeometryReader`: its size (in cells here, as the screen counts in cells), a bar half as
/// wide, and where a marker is in the screen's space and in a named one.
struct GeometryReaderScreen: View {
  @State private var share = 0.5

  var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      HStack {
        Text("GeometryReader").bold()
        Button("Less") { share = max(0.1, share - 0.1) }
        Button("More") { share = min(1, share + 0.1) }
      }
      GeometryReader { geometry in
        VStack(alignment: .leading, spacing: 1) {
          Text("The reader is \(Int(geometry.size.width)) × \(Int(geometry.size.height)).")
          Color.blue
            .frame(width: geometry.size.width * share, height: 1)
          Text("The bar is \(Int(share * 100))% of its width: \(Int(geometry.size.width * share)).")
          HStack {
            Text("Marker:")
            GeometryReader { marker in
              let global = marker.frame(in: .global)
              let panel = marker.frame(in: .named("panel"))
              Text(
                "at \(Int(global.minX)),\(Int(global.minY)) on screen, \(Int(panel.minX)),\(Int(panel.minY)) in the panel"
              )
            }
            .frame(height: 1)
          }
        }
      }
      .padding(1)
      .border(.secondary)
      .coordinateSpace(.named("panel"))
    }
    .padding(1)
  }
}
