import Decl

/// `ScrollViewProxy.scrollTo` in a lazy list of 100 rows, and `scrollPosition(id:)` showing
/// the first visible row.
struct ScrollToScreen: View {
  @State private var top: Int?

  var body: some View {
    ScrollViewReader { proxy in
      VStack(spacing: 0) {
        HStack {
          Button("Row 80") { proxy.scrollTo(80, anchor: .top) }
          Button("Row 5") { proxy.scrollTo(5) }
          Button("End") { proxy.scrollTo(99, anchor: .bottom) }
          Spacer()
          Text("Top: \(top.map(String.init) ?? "–")").foregroundStyle(.secondary)
        }
        List(0..<100, id: \.self) { Text("Row \($0)") }
          .scrollPosition(id: $top)
      }
    }
  }
}
