import Decl

/// A `LazyVStack` of 1,000 rows in sections of 50, each section's header pinned at the top
/// while the section scrolls under it. (A lazy stack that pins its sections realises them
/// all; one over a single `ForEach` realises only the rows around the visible part.)
struct LazyVStackScreen: View {
  var body: some View {
    ScrollView {
      LazyVStack(alignment: .leading, pinnedViews: [.sectionHeaders]) {
        ForEach(0..<20) { section in
          Section {
            ForEach(0..<50) { row in
              Text("Row \(section * 50 + row)")
                .padding(.leading, 2)
            }
          } header: {
            Text("Rows \(section * 50) to \(section * 50 + 49)")
              .bold()
              .frame(maxWidth: .infinity, alignment: .leading)
              .background(Color.blue.opacity(0.4))
          }
        }
      }
    }
  }
}
