import Decl
import DeclGraph

/// `position(x:y:)`: takes all the space it is offered (its content's size where a dimension
/// is unspecified) and places its content's centre at the point, from its top leading corner.
package final class PositionNode: ContentModifierBehavior, ModifierNode {
  package var modifier: PositionModifier

  package init(_ modifier: PositionModifier) { self.modifier = modifier }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    let content = node.content?.sizeThatFits(proposal) ?? .zero
    return proposal.replacingUnspecified(by: content)
  }

  package func place(_ node: ViewNode, in rect: Rect) {
    guard let content = node.content else { return }
    let proposal = node.currentProposal ?? ProposedSize(rect.size)
    let size = content.sizeThatFits(proposal)
    let scale = node.environment.pointScale
    let center = Point(
      x: rect.minX + scale.cells(modifier.position.x, along: .horizontal),
      y: rect.minY + scale.cells(modifier.position.y, along: .vertical))
    content.place(
      in: Rect(
        x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
        height: size.height),
      proposal: proposal)
  }
}

extension PositionModifier: PrimitiveNodeModifier {
  package typealias Node = PositionNode
}
