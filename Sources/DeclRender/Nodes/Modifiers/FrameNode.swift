import Decl

/// `frame(width:height:alignment:)`: a fixed width or height (or both); the content is
/// offered that size and aligned inside it.
final class FrameNode: ContentModifierBehavior {
  private var frame = FrameModifier(width: nil, height: nil, alignment: .center)

  func describe(_ frame: FrameModifier, content: any View, in node: ViewNode) -> [ChildSpec] {
    self.frame = frame
    return [ChildSpec(.content, view: content, environment: node.environment)]
  }

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    let inner = ProposedSize(
      width: frame.width ?? proposal.width, height: frame.height ?? proposal.height)
    if let width = frame.width, let height = frame.height {
      return Size(width: width, height: height)
    }
    let size = node.content?.sizeThatFits(inner) ?? .zero
    return Size(width: frame.width ?? size.width, height: frame.height ?? size.height)
  }

  func place(_ node: ViewNode, in rect: Rect) {
    guard let content = node.content else { return }
    let proposal = ProposedSize(rect.size)
    let size = content.sizeThatFits(proposal)
    content.place(
      in: Rect(origin: alignedOrigin(of: size, in: rect, alignment: frame.alignment), size: size),
      proposal: proposal)
  }
}

extension FrameModifier: PrimitiveNodeModifier {
  func makeBehavior() -> any NodeBehavior { FrameNode() }

  func describe(content: any View, to behavior: any NodeBehavior, in node: ViewNode)
    -> [ChildSpec]
  {
    (behavior as! FrameNode).describe(self, content: content, in: node)
  }
}
