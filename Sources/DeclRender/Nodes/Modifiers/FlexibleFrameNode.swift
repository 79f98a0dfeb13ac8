import Decl
import DeclGraph

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// The content is offered the proposal clamped to the limits (or the ideal size when the
/// proposal is unspecified); the frame then takes the content's size clamped by the limits,
/// growing toward the proposal when a maximum allows it (so `maxWidth: .infinity` fills).
package final class FlexibleFrameNode: ContentModifierBehavior, ModifierNode {
  package var modifier: FlexibleFrameModifier

  package init(_ modifier: FlexibleFrameModifier) { self.modifier = modifier }

  /// One axis's limits in whole cells.
  struct Limits {
    var min: Int?
    var ideal: Int?
    var max: Int?

    /// What the content is offered along the axis.
    func childProposal(_ proposed: Int?) -> Int? {
      guard var value = proposed ?? ideal else { return nil }
      if let min { value = Swift.max(value, min) }
      if let max { value = Swift.min(value, max) }
      return value
    }

    /// The frame's size along the axis for the content's size there.
    func dimension(child: Int, proposed: Int?) -> Int {
      if min == nil && max == nil { return proposed == nil ? (ideal ?? child) : child }
      let target = proposed ?? ideal ?? child
      var result = child
      if let min { result = Swift.max(min, Swift.min(result, target)) }
      if let max { result = Swift.min(max, Swift.max(result, target)) }
      return Swift.max(0, result)
    }
  }

  /// The limits in cells, read in the node's length unit.
  private func limits(_ node: ViewNode) -> (width: Limits, height: Limits) {
    let scale = node.environment.pointScale
    func cells(_ points: CGFloat?, _ axis: Axis) -> Int? {
      points.map { scale.frameCells($0, along: axis) }
    }
    return (
      Limits(
        min: cells(modifier.minWidth, .horizontal), ideal: cells(modifier.idealWidth, .horizontal),
        max: cells(modifier.maxWidth, .horizontal)),
      Limits(
        min: cells(modifier.minHeight, .vertical), ideal: cells(modifier.idealHeight, .vertical),
        max: cells(modifier.maxHeight, .vertical))
    )
  }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    let limits = limits(node)
    let child = node.content?.sizeThatFits(childProposal(proposal, limits)) ?? .zero
    return Size(
      width: limits.width.dimension(child: child.width, proposed: proposal.width),
      height: limits.height.dimension(child: child.height, proposed: proposal.height))
  }

  package func place(_ node: ViewNode, in rect: Rect) {
    guard let content = node.content else { return }
    let proposal = childProposal(ProposedSize(rect.size), limits(node))
    content.placeAligned(
      in: rect, alignment: modifier.alignment, scale: node.environment.pointScale,
      proposal: proposal)
  }

  private func childProposal(_ proposal: ProposedSize, _ limits: (width: Limits, height: Limits))
    -> ProposedSize
  {
    ProposedSize(
      width: limits.width.childProposal(proposal.width),
      height: limits.height.childProposal(proposal.height))
  }
}

extension FlexibleFrameModifier: PrimitiveNodeModifier {
  package typealias Node = FlexibleFrameNode
}
