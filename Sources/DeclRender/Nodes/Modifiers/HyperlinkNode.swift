import Decl
import DeclGraph

/// A `Link`'s label: drawn as it is, its cells then carry the link target, which the encoder
/// writes as an OSC 8 hyperlink where the terminal has them.
package final class HyperlinkNode: ContentModifierBehavior, ModifierNode {
  package var modifier: HyperlinkModifier

  package init(_ modifier: HyperlinkModifier) { self.modifier = modifier }

  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    node.drawChildren(into: &drawing, context: context)
    drawing.canvas.link(
      context.translated(node.frame).intersection(context.clip), to: modifier.destination)
  }
}

extension HyperlinkModifier: PrimitiveNodeModifier {
  package typealias Node = HyperlinkNode
}
