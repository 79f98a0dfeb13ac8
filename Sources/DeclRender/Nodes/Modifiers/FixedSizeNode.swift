import Decl
import DeclGraph

/// `fixedSize`: the content is offered no size (its ideal) along the chosen axes, and centred.
package final class FixedSizeNode: ContentModifierBehavior, ModifierNode {
  package var modifier: FixedSizeModifier

  package init(_ modifier: FixedSizeModifier) { self.modifier = modifier }

  private func fixed(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: modifier.horizontal ? nil : proposal.width,
      height: modifier.vertical ? nil : proposal.height)
  }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    node.content?.sizeThatFits(fixed(proposal)) ?? .zero
  }

  package func place(_ node: ViewNode, in rect: Rect) {
    guard let content = node.content else { return }
    let proposal = fixed(ProposedSize(rect.size))
    content.placeAligned(in: rect, alignment: .center, proposal: proposal)
  }
}

extension FixedSizeModifier: PrimitiveNodeModifier {
  package typealias Node = FixedSizeNode
}
