// In the style of a Kodeco tutorial: an ObservableObject view model with @Published items, a
// List with onDelete and onMove, an EditButton, a sheet to add an item with the iOS 13
// TextField(_:text:onCommit:), and NavigationView with StackNavigationViewStyle.
import Decl
import Foundation

struct T04Todo: Identifiable, Equatable {
  let id = UUID()
  var title: String
  var isDone = false
}

final class T04TodoViewModel: ObservableObject {
  @Published var todos: [T04Todo] = [T04Todo(title: "Buy milk"), T04Todo(title: "Walk the dog")]

  func add(_ title: String) {
    guard !title.isEmpty else { return }
    todos.append(T04Todo(title: title))
  }

  func toggle(_ todo: T04Todo) {
    guard let index = todos.firstIndex(of: todo) else { return }
    todos[index].isDone.toggle()
  }
}

struct T04AddTodoView: View {
  @Environment(\.presentationMode) var presentationMode
  @State private var title = ""
  let onAdd: (String) -> Void

  var body: some View {
    NavigationView {
      Form {
        TextField("New todo", text: $title, onCommit: save)
      }
      .navigationBarTitle("Add Todo", displayMode: .inline)
      .navigationBarItems(
        leading: Button("Cancel") { presentationMode.wrappedValue.dismiss() },
        trailing: Button("Save", action: save))
    }
  }

  private func save() {
    onAdd(title)
    presentationMode.wrappedValue.dismiss()
  }
}

struct T04TodoListView: View {
  @StateObject private var viewModel = T04TodoViewModel()
  @State private var isAdding = false

  var body: some View {
    NavigationView {
      List {
        ForEach(viewModel.todos) { todo in
          HStack {
            Image(systemName: todo.isDone ? "checkmark.circle.fill" : "circle")
              .foregroundColor(todo.isDone ? .green : .gray)
            Text(todo.title)
              .strikethrough(todo.isDone, pattern: .solid, color: .gray)
          }
          .contentShape(Rectangle())
          .onTapGesture { viewModel.toggle(todo) }
        }
        .onDelete { viewModel.todos.remove(atOffsets: $0) }
        .onMove { viewModel.todos.move(fromOffsets: $0, toOffset: $1) }
      }
      .navigationBarTitle("Todos")
      .navigationBarItems(
        leading: EditButton(),
        trailing: Button(action: { isAdding = true }) {
          Image(systemName: "plus")
        }
      )
      .sheet(isPresented: $isAdding) {
        T04AddTodoView { viewModel.add($0) }
      }
    }
    .navigationViewStyle(StackNavigationViewStyle())
  }
}
