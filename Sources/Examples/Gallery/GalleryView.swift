import Decl

/// Every example, grouped by course seed: Enter opens one, Escape comes back to its row; a
/// footer lists the keys that work where focus is.
struct GalleryView: View {
  @State private var selection: String?
  /// The example last opened: its row has focus again when the list comes back.
  @State private var lastOpened: String?

  var body: some View {
    Group {
      if let selection, let example = ExampleCatalog.example(id: selection) {
        example.makeView([])
          .onExitCommand {
            lastOpened = selection
            self.selection = nil
          }
      } else {
        GalleryList(selection: $selection, returningTo: lastOpened)
      }
    }
    .keyboardHelp()
  }
}

/// The list of examples; each row is a button that opens its example.
///
/// Decl's own screen, written for the terminal first: its lengths are cells
/// (`.lengthUnit(.cells)`), where the course examples it opens are written in points. The unit
/// is set here rather than on `GalleryView`, which also shows those examples.
struct GalleryList: View {
  @Binding var selection: String?
  /// The row to focus (and so scroll to) when the list appears.
  var returningTo: String?
  @FocusState private var focusedRow: String?

  var body: some View {
    List {
      ForEach(ExampleCatalog.seeds, id: \.id) { seed in
        Section {
          ForEach(ExampleCatalog.all.filter { $0.seed == seed.id }, id: \.id) { example in
            Button {
              selection = example.id
            } label: {
              HStack {
                Text(example.group.map { "\($0): \(example.title)" } ?? example.title)
                // Two columns keep a cut-off title from running into its id.
                Spacer(minLength: 2)
                Text(example.id).foregroundStyle(.secondary)
              }
            }
            .buttonStyle(.plain)
            .focused($focusedRow, equals: example.id)
          }
        } header: {
          Text("\(seed.id) · \(seed.title)")
        }
      }
    }
    .lengthUnit(.cells)
    .onAppear { focusedRow = returningTo }
  }
}
