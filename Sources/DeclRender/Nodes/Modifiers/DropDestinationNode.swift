import Decl
import DeclGraph

/// `onDrop`: the content, with the drop action kept for a paste no text field takes
/// (`ViewGraph.paste`), as dropping a file on a terminal window pastes its path.
package final class DropDestinationNode: TransparentBehavior, ModifierNode, ModifierValueBehavior {
  package var modifier: DropDestinationModifier

  package func modifier<M>(_ type: M.Type) -> M? { modifier as? M }

  package init(_ modifier: DropDestinationModifier) { self.modifier = modifier }

  package func children(content: any View, in node: ViewNode) -> [ChildSpec] {
    [ChildSpec(.content, view: content, environment: node.environment)]
  }
}

extension DropDestinationModifier: PrimitiveNodeModifier {
  package typealias Node = DropDestinationNode
}
