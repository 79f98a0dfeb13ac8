import Decl
import DeclGraph

/// `hidden()`: the content keeps its space, draws nothing and takes no focus.
package final class HiddenNode: ContentModifierBehavior, ModifierNode, ConcealingBehavior {
  package var modifier: HiddenModifier

  package init(_ modifier: HiddenModifier) { self.modifier = modifier }

  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {}
}

extension HiddenModifier: PrimitiveNodeModifier {
  package typealias Node = HiddenNode
}
