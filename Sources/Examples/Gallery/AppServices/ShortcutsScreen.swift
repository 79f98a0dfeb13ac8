import Decl

/// Buttons with keyboard shortcuts (Command is Ctrl or Alt), help in the status line, and a
/// focused value the toolbar reads.
struct ShortcutsScreen: View {
  @State private var log: [String] = []
  @State private var notes = ["Groceries", "Ideas", "Trip"]

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading, spacing: 16) {
        HStack {
          Button("New") { log.append("new") }.keyboardShortcut("n").help("Ctrl-N or Alt-N")
          Button("Save") { log.append("save") }.keyboardShortcut("s").help("Ctrl-S or Alt-S")
          Button("Export") { log.append("export") }
            .keyboardShortcut("e", modifiers: [.command, .shift]).help("Alt-Shift-E")
        }
        ForEach(notes, id: \.self) { note in
          Button(note) { log.append("open \(note)") }.focusedValue(\.selectedNote, note)
        }
        NoteInspector()
        Text("Log: \(log.suffix(4).joined(separator: ", "))")
      }
      .padding()
      .navigationTitle("Shortcuts")
    }
  }
}

private struct SelectedNoteKey: FocusedValueKey { typealias Value = String }

extension FocusedValues {
  fileprivate var selectedNote: String? {
    get { self[SelectedNoteKey.self] }
    set { self[SelectedNoteKey.self] = newValue }
  }
}

/// Reads the note the focused button publishes.
private struct NoteInspector: View {
  @FocusedValue(\.selectedNote) private var note
  var body: some View {
    Text("Focused note: \(note ?? "none")").foregroundStyle(.secondary)
  }
}
