import Decl

/// `background` and `overlay`: a view drawn behind or in front of the content. The content
/// decides the size; the decoration is offered exactly that size and aligned inside it.
final class DecorationNode: ContentModifierBehavior, ModifierNode {
  var modifier: DecorationModifier

  init(_ modifier: DecorationModifier) { self.modifier = modifier }

  func children(content: any View, in node: ViewNode) -> [ChildSpec] {
    [
      ChildSpec(.content, view: content, environment: node.environment),
      ChildSpec(.decoration, view: modifier.decoration, environment: node.environment),
    ]
  }

  func place(_ node: ViewNode, in rect: Rect) {
    node.content?.place(in: rect, proposal: node.currentProposal)
    guard let decoration = node.child(.decoration) else { return }
    let proposal = ProposedSize(rect.size)
    decoration.placeAligned(
      in: rect, alignment: modifier.alignment, scale: node.environment.pointScale,
      proposal: proposal)
  }

  func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    let content = node.content
    let decoration = node.child(.decoration)
    for layer in modifier.inFront ? [content, decoration] : [decoration, content] {
      layer?.draw(into: &drawing, context: context)
    }
  }
}

extension DecorationModifier: PrimitiveNodeModifier {
  typealias Node = DecorationNode
}
