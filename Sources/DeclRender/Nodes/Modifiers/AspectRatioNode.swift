import Decl
import DeclCanvas
import DeclGraph

/// `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()`: the content is offered the
/// largest size of the ratio inside the proposal (`.fit`) or the smallest covering it
/// (`.fill`), and centred. Without a ratio of its own it keeps the content's: an image's
/// pixels, else the content's ideal size.
package final class AspectRatioNode: ContentModifierBehavior, ModifierNode {
  package var modifier: AspectRatioModifier

  package init(_ modifier: AspectRatioModifier) { self.modifier = modifier }

  /// Columns per row.
  private func ratio(of content: ViewNode, ideal: Size, node: ViewNode) -> Double {
    if let ratio = modifier.ratio {
      let scale = node.environment.pointScale
      return Double(ratio) * Double(scale.cell.height / scale.cell.width)
    }
    var current: ViewNode? = content
    while let node = current {
      if let image = node.behavior(ImageNode.self) {
        if let ratio = image.cellAspectRatio { return ratio }
        break
      }
      current = node.children.count == 1 ? node.children[0] : nil
    }
    return ideal.height > 0 ? Double(ideal.width) / Double(ideal.height) : 1
  }

  private func proposal(_ proposal: ProposedSize, content: ViewNode, node: ViewNode)
    -> ProposedSize
  {
    let ideal = content.sizeThatFits(ProposedSize(width: nil, height: nil))
    let size = ImageSizing.size(
      ratio: ratio(of: content, ideal: ideal, node: node), contentMode: modifier.contentMode,
      columns: proposal.width, rows: proposal.height, ideal: ideal)
    return ProposedSize(size)
  }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    guard let content = node.content else { return .zero }
    return content.sizeThatFits(self.proposal(proposal, content: content, node: node))
  }

  package func place(_ node: ViewNode, in rect: Rect) {
    guard let content = node.content else { return }
    let inner = proposal(
      node.currentProposal ?? ProposedSize(rect.size), content: content, node: node)
    content.placeAligned(in: rect, alignment: .center, proposal: inner)
  }
}

extension AspectRatioModifier: PrimitiveNodeModifier {
  package typealias Node = AspectRatioNode
}
