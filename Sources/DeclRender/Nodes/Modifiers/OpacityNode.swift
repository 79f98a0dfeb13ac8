import Decl

/// `opacity`: below full opacity the content is drawn dim; at zero it is not drawn (its space
/// is kept).
final class OpacityNode: ContentModifierBehavior {
  private var opacity = 1.0

  func describe(_ modifier: OpacityModifier, content: any View, in node: ViewNode)
    -> [ChildSpec]
  {
    opacity = modifier.opacity
    return [ChildSpec(.content, view: content, environment: node.environment)]
  }

  func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    guard opacity > 0 else { return }
    node.drawChildren(into: &drawing, context: context)
    if opacity < 1 {
      drawing.canvas.modifyStyle(in: context.translated(node.frame).intersection(context.clip)) {
        $0.attributes.insert(.dim)
      }
    }
  }
}

extension OpacityModifier: PrimitiveNodeModifier {
  func makeBehavior() -> any NodeBehavior { OpacityNode() }

  func describe(content: any View, to behavior: any NodeBehavior, in node: ViewNode)
    -> [ChildSpec]
  {
    (behavior as! OpacityNode).describe(self, content: content, in: node)
  }
}
