import Decl

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// The content is offered the proposal clamped to the limits (or the ideal size when the
/// proposal is unspecified); the frame then takes the content's size clamped by the limits,
/// growing toward the proposal when a maximum allows it (so `maxWidth: .infinity` fills).
final class FlexibleFrameNode: ContentModifierBehavior, ModifierNode {
  var modifier: FlexibleFrameModifier

  init(_ modifier: FlexibleFrameModifier) { self.modifier = modifier }

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    let child = node.content?.sizeThatFits(childProposal(proposal)) ?? .zero
    return Size(
      width: Self.dimension(
        child: child.width, proposed: proposal.width, min: modifier.minWidth,
        ideal: modifier.idealWidth, max: modifier.maxWidth),
      height: Self.dimension(
        child: child.height, proposed: proposal.height, min: modifier.minHeight,
        ideal: modifier.idealHeight, max: modifier.maxHeight))
  }

  func place(_ node: ViewNode, in rect: Rect) {
    guard let content = node.content else { return }
    let proposal = childProposal(ProposedSize(rect.size))
    let size = content.sizeThatFits(proposal)
    content.place(
      in: Rect(
        origin: alignedOrigin(of: size, in: rect, alignment: modifier.alignment), size: size),
      proposal: proposal)
  }

  /// What the content is offered: the proposal (or the ideal size) clamped to the limits.
  func childProposal(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: Self.clampProposal(
        proposal.width, min: modifier.minWidth, ideal: modifier.idealWidth, max: modifier.maxWidth),
      height: Self.clampProposal(
        proposal.height, min: modifier.minHeight, ideal: modifier.idealHeight,
        max: modifier.maxHeight))
  }

  private static func clampProposal(_ proposed: Int?, min: Int?, ideal: Int?, max: Int?) -> Int? {
    guard var value = proposed ?? ideal else { return nil }
    if let min { value = Swift.max(value, min) }
    if let max { value = Swift.min(value, max) }
    return value
  }

  /// The frame's size along one axis for the content's size there.
  static func dimension(child: Int, proposed: Int?, min: Int?, ideal: Int?, max: Int?) -> Int {
    if min == nil && max == nil { return proposed == nil ? (ideal ?? child) : child }
    let target = proposed ?? ideal ?? child
    var result = child
    if let min { result = Swift.max(min, Swift.min(result, target)) }
    if let max { result = Swift.min(max, Swift.max(result, target)) }
    return Swift.max(0, result)
  }
}

extension FlexibleFrameModifier: PrimitiveNodeModifier {
  typealias Node = FlexibleFrameNode
}
