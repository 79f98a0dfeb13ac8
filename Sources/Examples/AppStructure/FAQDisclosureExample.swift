import Decl

/// Questions that open to show their answers, one bound to state, and a collapsible section.
struct FAQDisclosureExample: View {
  @State private var showsShipping = false
  @State private var accountExpanded = true

  var body: some View {
    List {
      Section("Orders") {
        DisclosureGroup("How long does shipping take?", isExpanded: $showsShipping) {
          Text("Three to five working days.")
        }
        DisclosureGroup("Can I return an item?") {
          Text("Within 30 days, unused.")
          DisclosureGroup("And a gift?") {
            Text("With the gift receipt.")
          }
        }
      }
      Section("Account", isExpanded: $accountExpanded) {
        Text("Change your password in Settings.")
        Text("Delete your account by mail.")
      }
      Text(showsShipping ? "Shipping answer open" : "Shipping answer closed")
        .foregroundStyle(.secondary)
    }
  }
}

/// A file tree: folders are rows that disclose their children.
struct FileOutlineExample: View {
  struct File: Identifiable {
    let name: String
    var children: [File]?
    var id: String { name }
  }

  static let tree = [
    File(
      name: "Documents",
      children: [
        File(name: "Taxes.pdf"), File(name: "Letters", children: [File(name: "To Ann.txt")]),
      ]),
    File(name: "Photos", children: []),
    File(name: "notes.txt"),
  ]

  var body: some View {
    NavigationStack {
      List(Self.tree, children: \.children) { file in
        Label(file.name, systemImage: file.children == nil ? "doc" : "folder")
      }
      .navigationTitle("Files")
    }
  }
}
