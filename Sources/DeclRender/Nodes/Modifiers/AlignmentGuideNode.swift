import Decl

/// `alignmentGuide(_:computeValue:)`: sets where a guide falls in its content, for the stack
/// or frame that aligns it. It changes no size; the containers around it ask for the guide
/// through the node (`ViewNode.explicitGuide`).
final class AlignmentGuideNode: ContentModifierBehavior, ModifierNode {
  var modifier: AlignmentGuideModifier

  init(_ modifier: AlignmentGuideModifier) { self.modifier = modifier }

  func didUpdate(_ node: ViewNode, isFirst: Bool) {
    if isFirst { node.graph.layoutPass.explicitGuideSources += 1 }
  }

  func willUnmount(_ node: ViewNode) {
    node.graph.layoutPass.explicitGuideSources -= 1
  }
}

extension AlignmentGuideModifier: PrimitiveNodeModifier {
  typealias Node = AlignmentGuideNode
}

/// A container that may set guides where its subviews do not: a layout asked for its
/// explicit alignment.
@MainActor
protocol ExplicitGuideBehavior: NodeBehavior {
  /// Where the container puts `guide`, in points from its origin, at `size` measured for
  /// `proposal`.
  func explicitGuide(_ guide: AlignmentGuide, node: ViewNode, size: Size, proposal: ProposedSize)
    -> CGFloat?
}

extension ViewNode {
  /// Where this view sets `guide` itself, in points from its origin, at `size` measured for
  /// `proposal`: the outermost `alignmentGuide` for it (computed from the dimensions of what it
  /// modifies), a layout's explicit alignment, or one set inside a modifier that keeps its
  /// content's frame. Nil when the view leaves the guide at its default.
  func explicitGuide(_ guide: AlignmentGuide, size: Size, proposal: ProposedSize) -> CGFloat? {
    guard graph.layoutPass.explicitGuideSources > 0 else { return nil }
    if let setter = behavior(AlignmentGuideNode.self), setter.modifier.guide == guide {
      return setter.modifier.computeValue(dimensions(size: size, proposal: proposal))
    }
    if let container = behavior as? any ExplicitGuideBehavior {
      return container.explicitGuide(guide, node: self, size: size, proposal: proposal)
    }
    // A modifier whose content fills its frame (a background, a layout value, a group around
    // one view) has the content's guides.
    let inner = behavior.isTransparent ? layoutChildren : content.map { [$0] } ?? []
    guard inner.count == 1, inner[0].sizeThatFits(proposal) == size else { return nil }
    return inner[0].explicitGuide(guide, size: size, proposal: proposal)
  }

  /// The dimensions an `alignmentGuide` here computes from: its content's, with the guides set
  /// inside.
  private func dimensions(size: Size, proposal: ProposedSize) -> ViewDimensions {
    let scale = environment.pointScale
    guard let content else { return ViewDimensions(size: scale.points(size)) }
    return ViewDimensions(
      size: scale.points(size),
      explicitGuides: ExplicitGuides {
        content.explicitGuide($0, size: size, proposal: proposal)
      })
  }
}
