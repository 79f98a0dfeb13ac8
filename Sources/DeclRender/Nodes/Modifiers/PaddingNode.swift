import Decl
import DeclGraph

/// `padding`: the content is offered the proposal less the insets and placed inside them.
package final class PaddingNode: ContentModifierBehavior, ModifierNode {
  package var modifier: PaddingModifier

  package init(_ modifier: PaddingModifier) { self.modifier = modifier }

  /// The insets in whole cells.
  private func insets(_ node: ViewNode) -> (top: Int, leading: Int, bottom: Int, trailing: Int) {
    PointScale(modifier.unit, in: node.environment).cells(modifier.insets)
  }

  private func inner(_ proposal: ProposedSize, _ node: ViewNode) -> ProposedSize {
    let insets = insets(node)
    return ProposedSize(
      width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
      height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
  }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    let insets = insets(node)
    let size = node.content?.sizeThatFits(inner(proposal, node)) ?? .zero
    return Size(
      width: size.width + insets.leading + insets.trailing,
      height: size.height + insets.top + insets.bottom)
  }

  package func place(_ node: ViewNode, in rect: Rect) {
    let insets = insets(node)
    node.content?.place(
      in: Rect(
        x: rect.minX + insets.leading, y: rect.minY + insets.top,
        width: max(0, rect.width - insets.leading - insets.trailing),
        height: max(0, rect.height - insets.top - insets.bottom)),
      proposal: node.currentProposal.map { inner($0, node) })
  }
}

extension PaddingModifier: PrimitiveNodeModifier {
  package typealias Node = PaddingNode
}
