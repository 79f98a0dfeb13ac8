import Decl
import DeclGraph

/// `id(_:)`: the content's explicit identity; a new id is a new view with fresh state.
package final class IdentityNode: TransparentBehavior, ModifierNode {
  package var modifier: IdentityModifier

  package init(_ modifier: IdentityModifier) { self.modifier = modifier }

  package func children(content: any View, in node: ViewNode) -> [ChildSpec] {
    [ChildSpec(.content, id: modifier.id, view: content, environment: node.environment)]
  }
}

extension IdentityModifier: PrimitiveNodeModifier {
  package typealias Node = IdentityNode
}
