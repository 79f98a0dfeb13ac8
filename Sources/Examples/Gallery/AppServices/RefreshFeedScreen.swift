import Decl
import Foundation

/// A feed that reloads on Ctrl-R (or F5) with a spinner while it does, and a
/// `ContentUnavailableView` with an action when it is empty.
struct RefreshFeedScreen: View {
  @State private var posts: [String] = []
  @State private var loads = 0

  var body: some View {
    NavigationStack {
      Group {
        if posts.isEmpty {
          ContentUnavailableView {
            Label("No Posts", systemImage: "tray")
          } description: {
            Text("Press Ctrl-R to load the latest posts.")
          } actions: {
            Button("Load Now") { Task { await load() } }
          }
        } else {
          List(posts, id: \.self) { Text($0) }
        }
      }
      .refreshable { await load() }
      .navigationTitle("Feed")
    }
  }

  private func load() async {
    try? await Task.sleep(for: .seconds(1))
    loads += 1
    posts.insert("Post \(loads) at \(Date().formatted(date: .omitted, time: .standard))", at: 0)
  }
}
