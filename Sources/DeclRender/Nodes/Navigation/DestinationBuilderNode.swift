import Decl
import DeclGraph

/// `navigationDestination(for:destination:)`: registers with the enclosing stack how values of
/// one type are shown; screens showing that type are built again with the new closure.
package final class DestinationBuilderNode: TransparentBehavior, ModifierNode {
  package var modifier: DestinationBuilder

  package init(_ modifier: DestinationBuilder) { self.modifier = modifier }

  package func didUpdate(_ node: ViewNode, isFirst: Bool) {
    let builder = modifier
    guard let stack = node.enclosingNavigationStack,
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
  package typealias Node = DestinationBuilderNode
}
