import Decl

/// `focused(_:)` and `focused(_:equals:)`: ties a focus state to the first control inside.
final class FocusedNode: TransparentBehavior {
  private(set) var binding: FocusedModifier?

  func describe(_ modifier: FocusedModifier, content: any View, in node: ViewNode)
    -> [ChildSpec]
  {
    binding = modifier.box == nil ? nil : modifier
    return [ChildSpec(.content, view: content, environment: node.environment)]
  }

  func didUpdate(_ node: ViewNode, isFirst: Bool) {
    node.graph.focus.register(node)
  }
}

extension FocusedModifier: PrimitiveNodeModifier {
  func makeBehavior() -> any NodeBehavior { FocusedNode() }

  func describe(content: any View, to behavior: any NodeBehavior, in node: ViewNode)
    -> [ChildSpec]
  {
    (behavior as! FocusedNode).describe(self, content: content, in: node)
  }
}
