import Decl
import DeclGraph

/// `allowsHitTesting(false)`: the content draws as usual but records no hit regions, so clicks
/// and the wheel land on what is behind it.
package final class AllowsHitTestingNode: ContentModifierBehavior, ModifierNode {
  package var modifier: AllowsHitTestingModifier

  package init(_ modifier: AllowsHitTestingModifier) { self.modifier = modifier }

  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    let regions = drawing.hitRegions.count
    node.drawChildren(into: &drawing, context: context)
    if !modifier.enabled { drawing.hitRegions.removeSubrange(regions...) }
  }
}

extension AllowsHitTestingModifier: PrimitiveNodeModifier {
  package typealias Node = AllowsHitTestingNode
}
