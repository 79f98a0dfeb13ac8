import Decl
import DeclGraph

/// `alignmentGuide(_:computeValue:)`: sets where a guide falls in its content, for the stack
/// or frame that aligns it. It changes no size; the containers around it ask for the guide
/// through the node (`ViewNode.explicitGuide`).
package final class AlignmentGuideNode: ContentModifierBehavior, ModifierNode,
  CountedWhileMounted
{
  package static let count = \GraphContext.layoutPass.explicitGuideSources
  package var modifier: AlignmentGuideModifier

  package init(_ modifier: AlignmentGuideModifier) { self.modifier = modifier }
}

extension AlignmentGuideModifier: PrimitiveNodeModifier {
  package typealias Node = AlignmentGuideNode
}

extension AlignmentGuideNode: ExplicitGuideBehavior {
  /// The guide this modifier sets, computed from the dimensions of what it modifies; any
  /// other guide is its content's.
  package func explicitGuide(
    _ guide: AlignmentGuide, node: ViewNode, size: Size, proposal: ProposedSize
  )
    -> CGFloat?
  {
    guard modifier.guide == guide else {
      return node.contentGuide(guide, size: size, proposal: proposal)
    }
    return modifier.computeValue(node.dimensions(size: size, proposal: proposal))
  }
}

extension ViewNode {
  /// The dimensions an `alignmentGuide` here computes from: its content's, with the guides set
  /// inside.
  fileprivate func dimensions(size: Size, proposal: ProposedSize) -> ViewDimensions {
    let scale = environment.pointScale
    guard let content else { return ViewDimensions(size: scale.points(size)) }
    return ViewDimensions(
      size: scale.points(size),
      explicitGuides: ExplicitGuides {
        content.explicitGuide($0, size: size, proposal: proposal)
      })
  }
}
