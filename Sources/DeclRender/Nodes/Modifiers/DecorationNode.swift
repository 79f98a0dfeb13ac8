import Decl
import DeclGraph

/// `background` and `overlay`: a view drawn behind or in front of the content. The content
/// decides the size; the decoration is offered exactly that size and aligned inside it.
package final class DecorationNode: DecoratingBehavior, ModifierNode {
  package var modifier: DecorationModifier

  package init(_ modifier: DecorationModifier) { self.modifier = modifier }

  package func children(content: any View, in node: ViewNode) -> [ChildSpec] {
    [
      ChildSpec(.content, view: content, environment: node.environment),
      ChildSpec(.decoration, view: modifier.decoration, environment: node.environment),
    ]
  }

  var decorationAlignment: Alignment { modifier.alignment }
  var decorationIsInFront: Bool { modifier.inFront }
}

extension DecorationModifier: PrimitiveNodeModifier {
  package typealias Node = DecorationNode
}
