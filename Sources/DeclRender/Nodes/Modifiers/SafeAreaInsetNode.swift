import Decl
import DeclGraph

/// `safeAreaInset(edge:alignment:spacing:content:)`: the inset view along one edge, as tall
/// (or wide) as it wants, and the content in the space left beside it, `spacing` apart (by
/// default, a stack's spacing). A terminal has no safe area for the content to extend under.
package final class SafeAreaInsetNode<Inset: View>: ContentModifierBehavior, ModifierNode {
  package var modifier: SafeAreaInsetModifier<Inset>

  package init(_ modifier: SafeAreaInsetModifier<Inset>) { self.modifier = modifier }

  package func children(content: any View, in node: ViewNode) -> [ChildSpec] {
    [
      ChildSpec(.content, view: content, environment: node.environment),
      ChildSpec(.decoration, view: modifier.inset, environment: node.environment),
    ]
  }

  /// The axis the inset and the content follow one another along.
  private var axis: Axis {
    modifier.edge == .top || modifier.edge == .bottom ? .vertical : .horizontal
  }

  private func spacing(_ node: ViewNode) -> Int {
    modifier.spacing.map { max(0, node.environment.pointScale.cells($0, along: axis)) }
      ?? StackLayoutAlgorithm.defaultSpacing(axis)
  }

  /// The inset's size, and the proposal left for the content.
  private func split(_ proposal: ProposedSize, node: ViewNode) -> (
    inset: Size, content: ProposedSize
  ) {
    var insetProposal = proposal
    insetProposal[axis] = nil
    let inset = node.child(.decoration)?.sizeThatFits(insetProposal) ?? .zero
    var content = proposal
    content[axis] = proposal[axis].map { max(0, $0 - inset[axis] - spacing(node)) }
    return (inset, content)
  }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    let (inset, contentProposal) = split(proposal, node: node)
    let content = node.content?.sizeThatFits(contentProposal) ?? .zero
    return Size(
      axis: axis, major: content[axis] + spacing(node) + inset[axis],
      minor: max(content[axis.other], inset[axis.other]))
  }

  package func place(_ node: ViewNode, in rect: Rect) {
    let (inset, contentProposal) = split(ProposedSize(rect.size), node: node)
    let leadingInset = modifier.edge == .top || modifier.edge == .leading
    var contentArea = rect
    contentArea.size[axis] = max(0, rect.size[axis] - inset[axis] - spacing(node))
    var insetArea = rect
    insetArea.size[axis] = inset[axis]
    if leadingInset {
      if axis == .vertical {
        contentArea.origin.y = rect.maxY - contentArea.height
      } else {
        contentArea.origin.x = rect.maxX - contentArea.width
      }
    } else if axis == .vertical {
      insetArea.origin.y = rect.maxY - inset.height
    } else {
      insetArea.origin.x = rect.maxX - inset.width
    }
    let scale = node.environment.pointScale
    if let content = node.content {
      content.placeAligned(
        in: contentArea, alignment: .center, scale: scale, proposal: contentProposal)
    }
    if let view = node.child(.decoration) {
      let proposal = ProposedSize(insetArea.size)
      view.placeAligned(
        in: insetArea, alignment: modifier.alignment, scale: scale, proposal: proposal)
    }
  }
}

extension SafeAreaInsetModifier: PrimitiveNodeModifier {
  package typealias Node = SafeAreaInsetNode<Inset>
}
