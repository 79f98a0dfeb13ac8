import Decl

/// `hidden()`: the content keeps its space, draws nothing and takes no focus.
final class HiddenNode: ContentModifierBehavior, ModifierNode, ConcealingBehavior {
  var modifier: HiddenModifier

  init(_ modifier: HiddenModifier) { self.modifier = modifier }

  func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {}
}

extension HiddenModifier: PrimitiveNodeModifier {
  typealias Node = HiddenNode
}
