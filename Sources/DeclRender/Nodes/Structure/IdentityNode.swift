import Decl

/// `id(_:)`: the content's explicit identity; a new id is a new view with fresh state.
final class IdentityNode: TransparentBehavior, ModifierNode {
  var modifier: IdentityModifier

  init(_ modifier: IdentityModifier) { self.modifier = modifier }

  func children(content: any View, in node: ViewNode) -> [ChildSpec] {
    [ChildSpec(.content, id: modifier.id, view: content, environment: node.environment)]
  }
}

extension IdentityModifier: PrimitiveNodeModifier {
  typealias Node = IdentityNode
}
