import Decl

/// `offset`: the content is drawn moved by whole cells; its layout does not change.
final class OffsetNode: ContentModifierBehavior {
  private var offset = Point.zero

  func describe(_ modifier: OffsetModifier, content: any View, in node: ViewNode) -> [ChildSpec] {
    offset = Point(x: modifier.x, y: modifier.y)
    return [ChildSpec(.content, view: content, environment: node.environment)]
  }

  func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    var moved = context
    moved.offset = Point(x: context.offset.x + offset.x, y: context.offset.y + offset.y)
    node.drawChildren(into: &drawing, context: moved)
  }
}

extension OffsetModifier: PrimitiveNodeModifier {
  func makeBehavior() -> any NodeBehavior { OffsetNode() }

  func describe(content: any View, to behavior: any NodeBehavior, in node: ViewNode)
    -> [ChildSpec]
  {
    (behavior as! OffsetNode).describe(self, content: content, in: node)
  }
}
