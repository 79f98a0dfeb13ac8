import Decl

/// Seed 003, "Improved SwiftUI navigation APIs": a list of users and categories whose rows
/// drill down to an edit screen. One optional `Destination` enum drives both destinations
/// through `navigationDestination(unwrapping:case:)`, so the two can never be active together;
/// each edit screen gets a `Binding` to the value inside the enum.
///
/// The article's listing only edits the copy inside `destination`; so that an edit shows in the
/// list after going back, the list writes the edited value back with `onChange`. The article's
/// `.edit(category: user)` is a typo for `.edit(category: category)`.
enum UsersExample {
  struct User: Identifiable, Hashable {
    let id: Int
    var name: String
  }

  struct Category: Identifiable, Hashable {
    let id: Int
    var name: String
  }

  static let sampleUsers = [
    User(id: 1, name: "Blob"), User(id: 2, name: "Blob Jr."), User(id: 3, name: "Blob Sr."),
  ]
  static let sampleCategories = [
    Category(id: 1, name: "Admins"), Category(id: 2, name: "Guests"),
  ]

  struct UsersListView: View {
    @State var categories: [Category]
    @State var users: [User]
    @State var destination: Destination?
    enum Destination: Equatable {
      case edit(user: User)
      case edit(category: Category)
    }

    var body: some View {
      List {
        Section(header: Text("Users")) {
          ForEach(self.users) { user in
            Button("\(user.name)") { self.destination = .edit(user: user) }
          }
        }
        Section(header: Text("Categories")) {
          ForEach(self.categories) { category in
            Button("\(category.name)") { self.destination = .edit(category: category) }
          }
        }
      }
      .navigationTitle("Users")
      .navigationDestination(
        unwrapping: self.$destination,
        case: /Destination.edit(user:)
      ) { $user in
        EditUserView(user: $user)
      }
      .navigationDestination(
        unwrapping: self.$destination,
        case: /Destination.edit(category:)
      ) { $category in
        EditCategoryView(category: $category)
      }
      .onChange(of: self.destination) { _, destination in
        // Swift cannot pattern-match cases that share a base name; case paths can tell them apart.
        guard let destination else { return }
        if let user = (/Destination.edit(user:)).extract(from: destination),
          let index = users.firstIndex(where: { $0.id == user.id })
        {
          users[index] = user
        }
        if let category = (/Destination.edit(category:)).extract(from: destination),
          let index = categories.firstIndex(where: { $0.id == category.id })
        {
          categories[index] = category
        }
      }
    }
  }

  struct EditUserView: View {
    @Binding var user: User

    var body: some View {
      Form {
        TextField("Name", text: $user.name)
      }
      .navigationTitle("Edit user")
    }
  }

  struct EditCategoryView: View {
    @Binding var category: Category

    var body: some View {
      Form {
        TextField("Name", text: $category.name)
      }
      .navigationTitle("Edit category")
    }
  }

  /// The article's first listing: one optional drives one destination through
  /// `navigationDestination(unwrapping:)`.
  struct OptionalUsersListView: View {
    @State var users: [User]
    @State var editingUser: User?

    var body: some View {
      List {
        ForEach(self.users) { user in
          Button("\(user.name)") { self.editingUser = user }
        }
      }
      .navigationTitle("Users")
      .navigationDestination(unwrapping: self.$editingUser) { $user in
        EditUserView(user: $user)
      }
      .onChange(of: self.editingUser) { _, user in
        if let user, let index = users.firstIndex(where: { $0.id == user.id }) {
          users[index] = user
        }
      }
    }
  }

  @MainActor static func makeView() -> some View {
    NavigationStack {
      UsersListView(categories: sampleCategories, users: sampleUsers)
    }
  }

  @MainActor static func makeOptionalView() -> some View {
    NavigationStack {
      OptionalUsersListView(users: sampleUsers)
    }
  }
}
