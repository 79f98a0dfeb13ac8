import Decl
import DeclCanvas
import DeclGraph

/// `border`: the content, then a box-drawing outline over its outermost cells.
package final class BorderNode: ContentModifierBehavior, ModifierNode {
  package var modifier: BorderModifier

  package init(_ modifier: BorderModifier) { self.modifier = modifier }

  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    node.drawChildren(into: &drawing, context: context)
    // A line narrower than a cell is still one cell.
    guard modifier.width > 0 else { return }
    BoxDrawing.stroke(
      context.translated(node.frame),
      color: StyleResolver(environment: node.environment).foreground(modifier.style),
      into: &drawing.canvas, clip: context.clip)
  }
}

extension BorderModifier: PrimitiveNodeModifier {
  package typealias Node = BorderNode
}
