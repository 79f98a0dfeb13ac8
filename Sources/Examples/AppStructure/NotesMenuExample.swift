import Decl

/// A note's actions in menus: items, a toggle, a picker and a submenu in one menu, a menu with
/// a primary action, a menu picker, and a share link.
struct NotesMenuExample: View {
  enum Sort: String, CaseIterable, Identifiable {
    case date, title, size
    var id: Self { self }
  }

  @State private var log = "Nothing yet"
  @State private var isPinned = false
  @State private var sort = Sort.date
  @State private var font = "Body"

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading, spacing: 16) {
        Menu("Actions") {
          Button("Duplicate") { log = "Duplicated" }
          Button("Rename…") { log = "Renaming" }
          Toggle("Pinned", isOn: $isPinned)
          Divider()
          Picker("Sort by", selection: $sort) {
            ForEach(Sort.allCases) { Text($0.rawValue.capitalized) }
          }
          Menu("Move to") {
            Button("Work") { log = "Moved to Work" }
            Button("Home") { log = "Moved to Home" }
          }
          Button("Delete", role: .destructive) { log = "Deleted" }
        }
        Menu("New note") {
          Button("From clipboard") { log = "Note from clipboard" }
        } primaryAction: {
          log = "New note"
        }
        Picker("Font", selection: $font) {
          Text("Body").tag("Body")
          Text("Headline").tag("Headline")
          Text("Monospaced").tag("Monospaced")
        }
        .pickerStyle(.menu)
        ShareLink(item: "A note")
        Text(log)
        Text("\(isPinned ? "Pinned, " : "")sorted by \(sort.rawValue), \(font)")
          .foregroundStyle(.secondary)
      }
      .padding()
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .navigationTitle("Note")
    }
  }
}
