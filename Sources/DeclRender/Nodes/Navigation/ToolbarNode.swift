import Decl
import DeclGraph

/// `toolbar`: the content, and items (`.toolbarItems`) the enclosing navigation stack lays
/// out and draws in its bars while this screen is on top.
package final class ToolbarNode: TransparentBehavior, ModifierNode {
  package var modifier: ToolbarModifier

  package init(_ modifier: ToolbarModifier) { self.modifier = modifier }

  /// Counted, so a title bar looks for a toolbar only while one exists.
  package func didUpdate(_ node: ViewNode, isFirst: Bool) {
    if isFirst { node.graph.presentations.titleBarSources += 1 }
  }

  package func willUnmount(_ node: ViewNode) {
    node.graph.presentations.titleBarSources -= 1
  }

  package func children(content: any View, in node: ViewNode) -> [ChildSpec] {
    var inner = node.environment
    inner.isInList = false
    inner.listSelection = nil
    inner.isInToolbar = true
    return [
      ChildSpec(.content, view: content, environment: node.environment),
      ChildSpec(
        .toolbarItems,
        view: ToolbarItems(content: modifier.items),
        environment: inner),
    ]
  }

  /// The content's screen: the items belong to the title bar.
  package func screenChildren(of node: ViewNode) -> [ViewNode] {
    node.children.filter { $0.key.role == .content }
  }
}

extension ToolbarModifier: PrimitiveNodeModifier {
  package typealias Node = ToolbarNode
}
