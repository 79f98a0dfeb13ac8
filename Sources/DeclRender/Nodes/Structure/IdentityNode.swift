import Decl

/// `id(_:)`: the content's explicit identity; a new id is a new view with fresh state.
final class IdentityNode: TransparentBehavior {}

extension IdentityModifier: PrimitiveNodeModifier {
  func makeBehavior() -> any NodeBehavior { IdentityNode() }

  func describe(content: any View, to behavior: any NodeBehavior, in node: ViewNode)
    -> [ChildSpec]
  {
    [ChildSpec(.content, id: id, view: content, environment: node.environment)]
  }
}
