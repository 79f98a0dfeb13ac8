import Decl

/// `toolbar`: the content, and items (`.toolbarItems`) the enclosing navigation stack lays
/// out and draws in its bars while this screen is on top.
final class ToolbarNode: TransparentBehavior, ModifierNode {
  var modifier: ToolbarModifier

  init(_ modifier: ToolbarModifier) { self.modifier = modifier }

  /// Counted, so a title bar looks for a toolbar only while one exists.
  func didUpdate(_ node: ViewNode, isFirst: Bool) {
    if isFirst { node.graph.presentations.titleBarSources += 1 }
  }

  func willUnmount(_ node: ViewNode) {
    node.graph.presentations.titleBarSources -= 1
  }

  func children(content: any View, in node: ViewNode) -> [ChildSpec] {
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
  func screenChildren(of node: ViewNode) -> [ViewNode] {
    node.children.filter { $0.key.role == .content }
  }
}

extension ToolbarModifier: PrimitiveNodeModifier {
  typealias Node = ToolbarNode
}
