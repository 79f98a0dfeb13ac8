import Decl

/// `frame(width:height:alignment:)`: a fixed width or height (or both); the content is
/// offered that size and aligned inside it.
final class FrameNode: ContentModifierBehavior, ModifierNode {
  var modifier: FrameModifier

  init(_ modifier: FrameModifier) { self.modifier = modifier }

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    let scale = node.environment.pointScale
    let width = modifier.width.map { scale.frameCells($0, along: .horizontal) }
    let height = modifier.height.map { scale.frameCells($0, along: .vertical) }
    if let width, let height { return Size(width: width, height: height) }
    let inner = ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    let size = node.content?.sizeThatFits(inner) ?? .zero
    return Size(width: width ?? size.width, height: height ?? size.height)
  }

  func place(_ node: ViewNode, in rect: Rect) {
    guard let content = node.content else { return }
    let proposal = ProposedSize(rect.size)
    let size = content.sizeThatFits(proposal)
    content.place(
      in: Rect(
        origin: alignedOrigin(
          of: size, in: rect, alignment: modifier.alignment,
          scale: node.environment.pointScale), size: size),
      proposal: proposal)
  }
}

extension FrameModifier: PrimitiveNodeModifier {
  typealias Node = FrameNode
}
