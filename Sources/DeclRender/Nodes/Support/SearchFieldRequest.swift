import Decl
import DeclGraph

/// A search field waiting for a navigation stack inside its `searchable` view to show it.
@MainActor
final class SearchFieldRequest {
  weak var host: ViewNode?
  var field: SearchField?
  /// The environment the field is shown in (the `searchable` view's).
  var environment = EnvironmentValues()
  /// The stack showing the field, if one claimed it.
  weak var stack: ViewNode?

  var isClaimed: Bool { stack?.status.isMounted == true }

  /// Whether `stack` is the view the `searchable` modifier is on: between them only views
  /// with one child (modifiers, views with a body), no container or presented view.
  func sitsOn(_ stack: ViewNode) -> Bool {
    var child = stack
    while let parent = child.parent {
      if parent === host { return true }
      guard child.key.role != .presented, parent.status.describedChildCount <= 1 else {
        return false
      }
      child = parent
    }
    return false
  }

  /// A stack shows the field (or gives it back, with nil): the host describes itself again.
  func claim(by stack: ViewNode?) {
    guard stack !== self.stack else { return }
    self.stack = stack
    if let host { host.graph.markDirty(host) }
  }
}

private struct SearchFieldRequestKey: EnvironmentKey {
  static var defaultValue: SearchFieldRequest? { nil }
}

extension EnvironmentValues {
  /// The search field of the `searchable` view around, for the first navigation stack inside.
  var searchFieldRequest: SearchFieldRequest? {
    get { self[SearchFieldRequestKey.self] }
    set { self[SearchFieldRequestKey.self] = newValue }
  }
}
