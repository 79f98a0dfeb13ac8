import Decl

/// `background` and `overlay`: a view drawn behind or in front of the content. The content
/// decides the size; the decoration is offered exactly that size and aligned inside it.
final class DecorationNode: DecoratingBehavior, ModifierNode {
  var modifier: DecorationModifier

  init(_ modifier: DecorationModifier) { self.modifier = modifier }

  func children(content: any View, in node: ViewNode) -> [ChildSpec] {
    [
      ChildSpec(.content, view: content, environment: node.environment),
      ChildSpec(.decoration, view: modifier.decoration, environment: node.environment),
    ]
  }

  var decorationAlignment: Alignment { modifier.alignment }
  var decorationIsInFront: Bool { modifier.inFront }
}

extension DecorationModifier: PrimitiveNodeModifier {
  typealias Node = DecorationNode
}
