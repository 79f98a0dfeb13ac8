import Decl

/// A `Link`'s label: drawn as it is, its cells then carry the link target, which the encoder
/// writes as an OSC 8 hyperlink where the terminal has them.
final class HyperlinkNode: ContentModifierBehavior, ModifierNode {
  var modifier: HyperlinkModifier

  init(_ modifier: HyperlinkModifier) { self.modifier = modifier }

  func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    node.drawChildren(into: &drawing, context: context)
    drawing.canvas.link(
      context.translated(node.frame).intersection(context.clip), to: modifier.destination)
  }
}

extension HyperlinkModifier: PrimitiveNodeModifier {
  typealias Node = HyperlinkNode
}
