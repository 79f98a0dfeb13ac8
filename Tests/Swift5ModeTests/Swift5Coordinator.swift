import Decl
import Foundation

// The MVVM-C pattern: a plain (not main-actor) `ObservableObject` class builds the app's
// screens in `@ViewBuilder` methods. SwiftUI accepts this in Swift 5 mode, because its
// view builder and views are `@preconcurrency` main-actor declarations.
class NotesCoordinator: ObservableObject {
  @Published var path = NavigationPath()

  enum Route: Hashable {
    case detail(String)
  }

  @ViewBuilder
  func start() -> some View {
    NavigationStack(path: Binding(get: { self.path }, set: { self.path = $0 })) {
      list()
        .navigationTitle("Notes")
        .navigationDestination(for: Route.self) { route in
          switch route {
          case .detail(let title):
            self.detail(title)
          }
        }
    }
  }

  @ViewBuilder
  func list() -> some View {
    List(["Groceries", "Ideas"], id: \.self) { title in
      NavigationLink(title, value: Route.detail(title))
    }
  }

  @ViewBuilder
  func detail(_ title: String) -> some View {
    if title.isEmpty {
      Text("Untitled")
    } else {
      VStack {
        Text("Note: \(title)")
        Spacer()
      }
    }
  }

  func navigateToDetail(_ title: String) {
    path.append(Route.detail(title))
  }
}

/// The app's root holds the coordinator, so a change of its path rebuilds the stack.
struct NotesRoot: View {
  @StateObject var coordinator = NotesCoordinator()

  var body: some View {
    coordinator.start().environmentObject(coordinator)
  }
}
