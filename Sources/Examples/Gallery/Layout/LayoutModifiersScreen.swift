import Decl

/// A list with a bar along its bottom edge (`safeAreaInset`), cards stacked with `zIndex`,
/// and a badge placed with `position`.
struct LayoutModifiersScreen: View {
  @State private var items = ["Milk", "Bread", "Eggs"]
  @State private var frontCard = 0

  var body: some View {
    HStack(alignment: .top, spacing: 2) {
      List {
        ForEach(items, id: \.self) { Text($0) }
      }
      .safeAreaInset(edge: .bottom) {
        Button("Add item \(items.count + 1)") { items.append("Item \(items.count + 1)") }
          .frame(maxWidth: .infinity)
          .background(Color.gray.opacity(0.3))
      }
      .frame(width: 24)
      VStack(alignment: .leading, spacing: 1) {
        HStack {
          Text("zIndex").bold()
          Button("Bring the next card forward") { frontCard = (frontCard + 1) % 3 }
        }
        ZStack(alignment: .topLeading) {
          ForEach(0..<3, id: \.self) { index in
            Text("Card \(index + 1)")
              .frame(width: 14, height: 3, alignment: .topLeading)
              .padding(.leading, 1)
              .background([Color.red, Color.green, Color.blue][index])
              .offset(x: CGFloat(index * 5), y: CGFloat(index * 2))
              .zIndex(index == frontCard ? 1 : 0)
          }
        }
        .frame(height: 7, alignment: .topLeading)
        Text("position").bold()
        Text("●")
          .position(x: 10, y: 1)
          .frame(width: 20, height: 3)
          .border(.secondary)
      }
    }
    .padding(1)
  }
}
