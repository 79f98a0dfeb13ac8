import Decl

/// `padding`: the content is offered the proposal less the insets and placed inside them.
final class PaddingNode: ContentModifierBehavior {
  private var padding = PaddingModifier(top: 0, leading: 0, bottom: 0, trailing: 0)

  func describe(_ padding: PaddingModifier, content: any View, in node: ViewNode) -> [ChildSpec] {
    self.padding = padding
    return [ChildSpec(.content, view: content, environment: node.environment)]
  }

  private func inner(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: proposal.width.map { max(0, $0 - padding.leading - padding.trailing) },
      height: proposal.height.map { max(0, $0 - padding.top - padding.bottom) })
  }

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    let size = node.content?.sizeThatFits(inner(proposal)) ?? .zero
    return Size(
      width: size.width + padding.leading + padding.trailing,
      height: size.height + padding.top + padding.bottom)
  }

  func place(_ node: ViewNode, in rect: Rect) {
    node.content?.place(
      in: Rect(
        x: rect.minX + padding.leading, y: rect.minY + padding.top,
        width: max(0, rect.width - padding.leading - padding.trailing),
        height: max(0, rect.height - padding.top - padding.bottom)),
      proposal: node.currentProposal.map(inner))
  }
}

extension PaddingModifier: PrimitiveNodeModifier {
  func makeBehavior() -> any NodeBehavior { PaddingNode() }

  func describe(content: any View, to behavior: any NodeBehavior, in node: ViewNode)
    -> [ChildSpec]
  {
    (behavior as! PaddingNode).describe(self, content: content, in: node)
  }
}
