import Decl

/// `frame(width:height:alignment:)`: a fixed width or height (or both); the content is
/// offered that size and aligned inside it.
final class FrameNode: ContentModifierBehavior, ModifierNode {
  var modifier: FrameModifier

  init(_ modifier: FrameModifier) { self.modifier = modifier }

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    let inner = ProposedSize(
      width: modifier.width ?? proposal.width, height: modifier.height ?? proposal.height)
    if let width = modifier.width, let height = modifier.height {
      return Size(width: width, height: height)
    }
    let size = node.content?.sizeThatFits(inner) ?? .zero
    return Size(width: modifier.width ?? size.width, height: modifier.height ?? size.height)
  }

  func place(_ node: ViewNode, in rect: Rect) {
    guard let content = node.content else { return }
    let proposal = ProposedSize(rect.size)
    let size = content.sizeThatFits(proposal)
    content.place(
      in: Rect(
        origin: alignedOrigin(of: size, in: rect, alignment: modifier.alignment), size: size),
      proposal: proposal)
  }
}

extension FrameModifier: PrimitiveNodeModifier {
  typealias Node = FrameNode
}
