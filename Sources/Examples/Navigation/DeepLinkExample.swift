import Decl

/// Seed 003, "Navigation bug fixes": the app launched with its navigation state already set
/// shows the destination at once, at any depth, and Back works level by level.
///
/// `swift run Examples deep-link user 2` opens user 2 (two levels); adding `settings` opens the
/// user's settings too (three levels). The settings screen is pushed by
/// `navigationDestination(isPresented:)` whose state starts `true`: the case that broke in
/// SwiftUI and that SwiftUINavigation 0.4 fixed. Without arguments the list shows.
enum DeepLinkExample {
  struct User: Identifiable, Hashable {
    let id: Int
    var name: String
  }

  static let users = [
    User(id: 1, name: "Blob"), User(id: 2, name: "Blob Jr."), User(id: 3, name: "Blob Sr."),
  ]

  /// Where the command line says to start: `user <id>` and, optionally, `settings`.
  struct Route: Equatable {
    var userID: Int?
    var showsSettings = false

    init(arguments: [String]) {
      if let index = arguments.firstIndex(of: "user"), index + 1 < arguments.count {
        userID = Int(arguments[index + 1])
      }
      showsSettings = userID != nil && arguments.contains("settings")
    }
  }

  /// The whole navigation state lives here, at the root, so a deep link can set it.
  struct UsersView: View {
    @State var destination: Destination?
    @State var isSettingsPresented: Bool
    enum Destination {
      case user(User)
    }

    init(route: Route) {
      let user = route.userID.flatMap { id in users.first { $0.id == id } }
      self._destination = State(initialValue: user.map(Destination.user))
      self._isSettingsPresented = State(initialValue: route.showsSettings)
    }

    var body: some View {
      List {
        ForEach(users) { user in
          Button(user.name) { self.destination = .user(user) }
        }
      }
      .navigationTitle("Users")
      .navigationDestination(unwrapping: $destination, case: /Destination.user) { $user in
        UserView(user: user, isSettingsPresented: $isSettingsPresented)
      }
      .onChange(of: destination == nil) { _, isAtRoot in
        if isAtRoot { isSettingsPresented = false }
      }
    }
  }

  struct UserView: View {
    let user: User
    @Binding var isSettingsPresented: Bool

    var body: some View {
      VStack {
        Text("User #\(user.id): \(user.name)")
        Button("Go to settings") {
          self.isSettingsPresented = true
        }
      }
      .navigationTitle(user.name)
      .navigationDestination(isPresented: self.$isSettingsPresented) {
        Text("Hello!")
          .navigationTitle("Settings")
      }
    }
  }

  @MainActor static func makeView(arguments: [String]) -> some View {
    NavigationStack {
      UsersView(route: Route(arguments: arguments))
    }
  }
}
