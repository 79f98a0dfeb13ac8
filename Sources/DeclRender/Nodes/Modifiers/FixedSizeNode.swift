import Decl

/// `fixedSize`: the content is offered no size (its ideal) along the chosen axes, and centred.
final class FixedSizeNode: ContentModifierBehavior, ModifierNode {
  var modifier: FixedSizeModifier

  init(_ modifier: FixedSizeModifier) { self.modifier = modifier }

  private func fixed(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: modifier.horizontal ? nil : proposal.width,
      height: modifier.vertical ? nil : proposal.height)
  }

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    node.content?.sizeThatFits(fixed(proposal)) ?? .zero
  }

  func place(_ node: ViewNode, in rect: Rect) {
    guard let content = node.content else { return }
    let proposal = fixed(ProposedSize(rect.size))
    content.placeAligned(in: rect, alignment: .center, proposal: proposal)
  }
}

extension FixedSizeModifier: PrimitiveNodeModifier {
  typealias Node = FixedSizeNode
}
