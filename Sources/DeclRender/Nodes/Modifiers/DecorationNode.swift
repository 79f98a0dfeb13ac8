import Decl

/// `background` and `overlay`: a view drawn behind or in front of the content. The content
/// decides the size; the decoration is offered exactly that size and aligned inside it.
final class DecorationNode: ContentModifierBehavior {
  private var alignment = Alignment.center
  private var inFront = false

  func describe(_ modifier: DecorationModifier, content: any View, in node: ViewNode)
    -> [ChildSpec]
  {
    alignment = modifier.alignment
    inFront = modifier.inFront
    return [
      ChildSpec(.content, view: content, environment: node.environment),
      ChildSpec(.decoration, view: modifier.decoration, environment: node.environment),
    ]
  }

  func place(_ node: ViewNode, in rect: Rect) {
    node.content?.place(in: rect, proposal: node.currentProposal)
    guard let decoration = node.child(.decoration) else { return }
    let proposal = ProposedSize(rect.size)
    let size = decoration.sizeThatFits(proposal)
    decoration.place(
      in: Rect(origin: alignedOrigin(of: size, in: rect, alignment: alignment), size: size),
      proposal: proposal)
  }

  func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    let content = node.content
    let decoration = node.child(.decoration)
    for layer in inFront ? [content, decoration] : [decoration, content] {
      layer?.draw(into: &drawing, context: context)
    }
  }
}

extension DecorationModifier: PrimitiveNodeModifier {
  func makeBehavior() -> any NodeBehavior { DecorationNode() }

  func describe(content: any View, to behavior: any NodeBehavior, in node: ViewNode)
    -> [ChildSpec]
  {
    (behavior as! DecorationNode).describe(self, content: content, in: node)
  }
}
