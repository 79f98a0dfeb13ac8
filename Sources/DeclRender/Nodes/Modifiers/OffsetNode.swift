import Decl

/// `offset`: the content is drawn moved by whole cells; its layout does not change.
final class OffsetNode: ContentModifierBehavior, ModifierNode {
  var modifier: OffsetModifier

  init(_ modifier: OffsetModifier) { self.modifier = modifier }

  func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    var moved = context
    moved.offset = Point(x: context.offset.x + modifier.x, y: context.offset.y + modifier.y)
    node.drawChildren(into: &drawing, context: moved)
  }
}

extension OffsetModifier: PrimitiveNodeModifier {
  typealias Node = OffsetNode
}
