import Decl
import DeclGraph

/// `opacity`: below full opacity the content is drawn dim; at zero it is not drawn (its space
/// is kept).
package final class OpacityNode: ContentModifierBehavior, ModifierNode {
  package var modifier: OpacityModifier

  package init(_ modifier: OpacityModifier) { self.modifier = modifier }

  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    guard modifier.opacity > 0 else { return }
    node.drawChildren(into: &drawing, context: context)
    if modifier.opacity < 1 {
      drawing.canvas.modifyStyle(in: context.translated(node.frame).intersection(context.clip)) {
        $0.attributes.insert(.dim)
      }
    }
  }
}

extension OpacityModifier: PrimitiveNodeModifier {
  package typealias Node = OpacityNode
}
