import Decl

/// `border`: the content, then a box-drawing outline over its outermost cells.
final class BorderNode: ContentModifierBehavior {
  private var style = AnyShapeStyle(Color.clear)
  private var width = 1

  func describe(_ modifier: BorderModifier, content: any View, in node: ViewNode) -> [ChildSpec] {
    style = modifier.style
    width = modifier.width
    return [ChildSpec(.content, view: content, environment: node.environment)]
  }

  func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    node.drawChildren(into: &drawing, context: context)
    guard width > 0 else { return }
    BoxDrawing.stroke(
      context.translated(node.frame),
      color: StyleResolver(environment: node.environment).foreground(style),
      into: &drawing.canvas, clip: context.clip)
  }
}

extension BorderModifier: PrimitiveNodeModifier {
  func makeBehavior() -> any NodeBehavior { BorderNode() }

  func describe(content: any View, to behavior: any NodeBehavior, in node: ViewNode)
    -> [ChildSpec]
  {
    (behavior as! BorderNode).describe(self, content: content, in: node)
  }
}
