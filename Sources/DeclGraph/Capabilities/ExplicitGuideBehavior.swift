import Decl

/// A node that may set an alignment guide where its subviews do not: an `alignmentGuide`
/// modifier, or a layout asked for its explicit alignment.
@MainActor
package protocol ExplicitGuideBehavior: NodeBehavior {
  /// Where the node puts `guide`, in points from its origin, at `size` measured for
  /// `proposal`; nil where it leaves the guide at its default.
  func explicitGuide(_ guide: AlignmentGuide, node: ViewNode, size: Size, proposal: ProposedSize)
    -> CGFloat?
}

extension ViewNode {
  /// Where this view sets `guide` itself, in points from its origin, at `size` measured for
  /// `proposal`: the outermost `alignmentGuide` for it, a layout's explicit alignment, or one
  /// set inside a modifier that keeps its content's frame. Nil when the view leaves the guide
  /// at its default.
  package func explicitGuide(_ guide: AlignmentGuide, size: Size, proposal: ProposedSize)
    -> CGFloat?
  {
    guard graph.layoutPass.explicitGuideSources > 0 else { return nil }
    if let setter = behavior as? any ExplicitGuideBehavior {
      return setter.explicitGuide(guide, node: self, size: size, proposal: proposal)
    }
    return contentGuide(guide, size: size, proposal: proposal)
  }

  /// The guide of what this node wraps, when it wraps one view that fills its frame (a
  /// background, a layout value, a group around one view): a modifier has its content's guides.
  package func contentGuide(_ guide: AlignmentGuide, size: Size, proposal: ProposedSize) -> CGFloat?
  {
    let inner = behavior.isTransparent ? layoutChildren : content.map { [$0] } ?? []
    guard inner.count == 1, inner[0].sizeThatFits(proposal) == size else { return nil }
    return inner[0].explicitGuide(guide, size: size, proposal: proposal)
  }
}
