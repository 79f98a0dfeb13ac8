import Decl
import DeclGraph

/// `toolbar`: the content, and items (`.toolbarItems`) the enclosing navigation stack lays
/// out and draws in its bars while this screen is on top.
package final class ToolbarNode: TransparentBehavior, ModifierNode, CountedWhileMounted {
  /// Counted, so a title bar looks for a toolbar only while one exists.
  package static let count = \GraphContext.presentations.titleBarSources
  package var modifier: ToolbarModifier

  package init(_ modifier: ToolbarModifier) { self.modifier = modifier }

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
