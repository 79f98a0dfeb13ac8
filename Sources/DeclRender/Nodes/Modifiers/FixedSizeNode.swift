import Decl

/// `fixedSize`: the content is offered no size (its ideal) along the chosen axes, and centred.
final class FixedSizeNode: ContentModifierBehavior {
  private var horizontal = true
  private var vertical = true

  func describe(_ modifier: FixedSizeModifier, content: any View, in node: ViewNode)
    -> [ChildSpec]
  {
    horizontal = modifier.horizontal
    vertical = modifier.vertical
    return [ChildSpec(.content, view: content, environment: node.environment)]
  }

  private func fixed(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    node.content?.sizeThatFits(fixed(proposal)) ?? .zero
  }

  func place(_ node: ViewNode, in rect: Rect) {
    guard let content = node.content else { return }
    let proposal = fixed(ProposedSize(rect.size))
    let size = content.sizeThatFits(proposal)
    content.place(
      in: Rect(origin: alignedOrigin(of: size, in: rect, alignment: .center), size: size),
      proposal: proposal)
  }
}

extension FixedSizeModifier: PrimitiveNodeModifier {
  func makeBehavior() -> any NodeBehavior { FixedSizeNode() }

  func describe(content: any View, to behavior: any NodeBehavior, in node: ViewNode)
    -> [ChildSpec]
  {
    (behavior as! FixedSizeNode).describe(self, content: content, in: node)
  }
}
