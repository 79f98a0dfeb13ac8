import Decl

/// `navigationDestination(for:destination:)`: registers with the enclosing stack how values of
/// one type are shown; screens showing that type are built again with the new closure.
final class DestinationBuilderNode: TransparentBehavior {
  private var builder: DestinationBuilder?

  func describe(_ builder: DestinationBuilder, content: any View, in node: ViewNode)
    -> [ChildSpec]
  {
    self.builder = builder
    return [ChildSpec(.content, view: content, environment: node.environment)]
  }

  func didUpdate(_ node: ViewNode, isFirst: Bool) {
    guard let builder, let stack = node.enclosingNavigationStack,
      let navigation = stack.behavior(NavigationStackNode.self)
    else { return }
    let isNew = navigation.builders[builder.type] == nil
    navigation.builders[builder.type] = builder
    for page in stack.children.dropFirst() where !node.isInside(page) {
      guard let value = page.key.id,
        ObjectIdentifier(Swift.type(of: value.base)) == builder.type
      else { continue }
      if isNew { page.rerun() } else { node.graph.markDirty(page) }
    }
  }
}

extension DestinationBuilder: PrimitiveNodeModifier {
  func makeBehavior() -> any NodeBehavior { DestinationBuilderNode() }

  func describe(content: any View, to behavior: any NodeBehavior, in node: ViewNode)
    -> [ChildSpec]
  {
    (behavior as! DestinationBuilderNode).describe(self, content: content, in: node)
  }
}
