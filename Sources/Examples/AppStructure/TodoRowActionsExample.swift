import Decl

/// Rows with a context menu and swipe actions on both edges (Shift-F10, the Menu key or a
/// right click opens them), deletion and moves, and an Edit button in the toolbar.
struct TodoRowActionsExample: View {
  struct Todo: Identifiable {
    let id: Int
    var title: String
    var isDone = false
  }

  @State private var todos = [
    Todo(id: 1, title: "Buy milk"), Todo(id: 2, title: "Call Ann"),
    Todo(id: 3, title: "Water the plants"),
  ]
  @State private var log = "Shift-F10 on a row opens its actions"

  var body: some View {
    NavigationStack {
      VStack {
        List {
          ForEach($todos) { $todo in
            Text((todo.isDone ? "✓ " : "") + todo.title)
              .swipeActions(edge: .leading) {
                Button(todo.isDone ? "Not done" : "Done") { todo.isDone.toggle() }
                  .tint(.green)
              }
              .swipeActions {
                Button("Delete", role: .destructive) {
                  todos.removeAll { $0.id == todo.id }
                }
              }
              .contextMenu {
                Button("Duplicate") {
                  todos.append(Todo(id: (todos.map(\.id).max() ?? 0) + 1, title: todo.title))
                }
                Button("Flag") { log = "Flagged \(todo.title)" }
              }
          }
          .onDelete { todos.remove(atOffsets: $0) }
          .onMove { todos.move(fromOffsets: $0, toOffset: $1) }
        }
        Text(log).foregroundStyle(.secondary)
      }
      .navigationTitle("To-dos")
      .toolbar { EditButton() }
    }
  }
}
