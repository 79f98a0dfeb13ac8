import Decl
import DeclGraph

/// `offset`: the content is drawn moved by whole cells; its layout does not change.
package final class OffsetNode: ContentModifierBehavior, ModifierNode {
  package var modifier: OffsetModifier

  package init(_ modifier: OffsetModifier) { self.modifier = modifier }

  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    let scale = node.environment.pointScale
    var moved = context
    moved.offset = Point(
      x: context.offset.x + scale.cells(modifier.offset.width, along: .horizontal),
      y: context.offset.y + scale.cells(modifier.offset.height, along: .vertical))
    node.drawChildren(into: &drawing, context: moved)
  }
}

extension OffsetModifier: PrimitiveNodeModifier {
  package typealias Node = OffsetNode
}
