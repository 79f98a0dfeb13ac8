import Decl

/// What a child is to its parent.
package enum ChildRole: Hashable {
  /// The child at this position of the parent's description: a tuple's element, the branch
  /// of an `if` shown (another branch is another view), a navigation path's entry.
  case element(Int)
  /// What a modifier modifies, a container's content, a view's body.
  case content
  /// A view drawn behind or in front of the content (`background`, `overlay`).
  case decoration
  /// A presented view: a pushed screen, a sheet, an alert.
  case presented
  /// A section's header and footer.
  case header
  case footer
  /// The items of a screen's toolbar, which its navigation stack shows in the title bar.
  case toolbarItems
  /// A `searchable` view's search field, which a navigation stack shows under its title bar.
  case searchField
}

/// How a child is told apart from its siblings: its role in the parent's description, its
/// explicit id if it has one, and its exact type.
package struct ChildKey: Hashable {
  package var role: ChildRole
  package var identity: ChildID?
  package var type: ObjectIdentifier

  /// The explicit id boxed, for code that reads ids as values (navigation, tabs, scrolling).
  package var id: AnyHashable? { identity?.anyHashable }
}

/// A child as described by its parent's latest view value, before it is matched to a node.
package struct ChildSpec {
  package var key: ChildKey
  package var view: any View
  package var environment: EnvironmentValues

  package init(
    _ role: ChildRole, id: ChildID? = nil, view: any View, environment: EnvironmentValues
  ) {
    self.key = ChildKey(role: role, identity: id, type: ObjectIdentifier(type(of: view)))
    self.view = view
    self.environment = environment
  }
}
