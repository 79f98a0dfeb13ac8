import Decl

/// `onDrop`: the content, with the drop action kept for a paste no text field takes
/// (`ViewGraph.paste`), as dropping a file on a terminal window pastes its path.
final class DropDestinationNode: TransparentBehavior, ModifierNode, ModifierValueBehavior {
  var modifier: DropDestinationModifier

  func modifier<M>(_ type: M.Type) -> M? { modifier as? M }

  init(_ modifier: DropDestinationModifier) { self.modifier = modifier }

  func children(content: any View, in node: ViewNode) -> [ChildSpec] {
    [ChildSpec(.content, view: content, environment: node.environment)]
  }
}

extension DropDestinationModifier: PrimitiveNodeModifier {
  typealias Node = DropDestinationNode
}
