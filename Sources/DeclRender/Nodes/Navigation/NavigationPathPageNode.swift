import Decl
import DeclGraph

/// One value of a navigation stack's path, shown as a screen: what the stack's
/// `navigationDestination(for:)` for its type builds.
package final class NavigationPathPageNode: TransparentBehavior {
  func describe(_ value: AnyHashable, in node: ViewNode) -> [ChildSpec] {
    guard let stack = node.enclosingNavigationStack else { return [] }
    let type = ObjectIdentifier(Swift.type(of: value.base))
    // The builder runs with this node as its reader, as a body does.
    guard let builder = stack.behavior(NavigationStackNode.self)?.builders[type],
      let view = node.track({ builder.build(value) })
    else {
      node.graph.warn(
        "a NavigationStack's path holds a \(Swift.type(of: value.base)) but no "
          + "navigationDestination(for: \(Swift.type(of: value.base)).self) inside it says what to show"
      )
      return []
    }
    return [ChildSpec(.content, view: view, environment: node.environment)]
  }
}

extension NavigationPathPage: PrimitiveNodeView {
  package func makeBehavior() -> NavigationPathPageNode { NavigationPathPageNode() }

  package func describe(to behavior: NavigationPathPageNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(value, in: node)
  }
}
