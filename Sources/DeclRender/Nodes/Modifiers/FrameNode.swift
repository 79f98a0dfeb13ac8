import Decl
import DeclGraph

/// `frame(width:height:alignment:)`: a fixed width or height (or both); the content is
/// offered that size and aligned inside it.
package final class FrameNode: ContentModifierBehavior, ModifierNode {
  package var modifier: FrameModifier

  package init(_ modifier: FrameModifier) { self.modifier = modifier }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    let scale = node.environment.pointScale
    let width = modifier.width.map { scale.frameCells($0, along: .horizontal) }
    let height = modifier.height.map { scale.frameCells($0, along: .vertical) }
    guard let content = node.content else { return Size(width: width ?? 0, height: height ?? 0) }
    return content.size(inFrameWidth: width, height: height, proposal: proposal)
  }

  package func place(_ node: ViewNode, in rect: Rect) {
    node.content?.placeAligned(
      in: rect, alignment: modifier.alignment, scale: node.environment.pointScale)
  }
}

extension FrameModifier: PrimitiveNodeModifier {
  package typealias Node = FrameNode
}
