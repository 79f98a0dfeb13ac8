import Decl

/// `layoutPriority`: a stack serves higher priorities first (read through the node as a
/// layout subview).
final class LayoutPriorityNode: ContentModifierBehavior {
  private(set) var priority = 0.0

  func describe(_ modifier: LayoutPriorityModifier, content: any View, in node: ViewNode)
    -> [ChildSpec]
  {
    priority = modifier.priority
    return [ChildSpec(.content, view: content, environment: node.environment)]
  }
}

extension LayoutPriorityModifier: PrimitiveNodeModifier {
  func makeBehavior() -> any NodeBehavior { LayoutPriorityNode() }

  func describe(content: any View, to behavior: any NodeBehavior, in node: ViewNode)
    -> [ChildSpec]
  {
    (behavior as! LayoutPriorityNode).describe(self, content: content, in: node)
  }
}
