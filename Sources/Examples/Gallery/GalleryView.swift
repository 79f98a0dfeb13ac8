import Decl

/// The list of every example, grouped by course seed.
struct GalleryView: View {
  var body: some View {
    List {
      ForEach(ExampleCatalog.seeds, id: \.id) { seed in
        Section {
          ForEach(ExampleCatalog.all.filter { $0.seed == seed.id }, id: \.id) { example in
            HStack {
              Text(example.group.map { "\($0): \(example.title)" } ?? example.title)
              Spacer()
              Text(example.id).foregroundStyle(.secondary)
            }
          }
        } header: {
          Text("\(seed.id) · \(seed.title)")
        }
      }
    }
  }
}
