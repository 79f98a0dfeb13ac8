import Decl

/// `padding`: the content is offered the proposal less the insets and placed inside them.
final class PaddingNode: ContentModifierBehavior, ModifierNode {
  var modifier: PaddingModifier

  init(_ modifier: PaddingModifier) { self.modifier = modifier }

  private func inner(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: proposal.width.map { max(0, $0 - modifier.leading - modifier.trailing) },
      height: proposal.height.map { max(0, $0 - modifier.top - modifier.bottom) })
  }

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    let size = node.content?.sizeThatFits(inner(proposal)) ?? .zero
    return Size(
      width: size.width + modifier.leading + modifier.trailing,
      height: size.height + modifier.top + modifier.bottom)
  }

  func place(_ node: ViewNode, in rect: Rect) {
    node.content?.place(
      in: Rect(
        x: rect.minX + modifier.leading, y: rect.minY + modifier.top,
        width: max(0, rect.width - modifier.leading - modifier.trailing),
        height: max(0, rect.height - modifier.top - modifier.bottom)),
      proposal: node.currentProposal.map(inner))
  }
}

extension PaddingModifier: PrimitiveNodeModifier {
  typealias Node = PaddingNode
}
