import Decl
import DeclCanvas
import DeclGraph

/// `contentShape`: clicks inside the frame but outside the shape do not reach the view (or a
/// control inside it).
package final class ContentShapeNode: TransparentBehavior, ModifierNode, HitShapeBehavior {
  package var modifier: ContentShapeModifier

  package init(_ modifier: ContentShapeModifier) { self.modifier = modifier }

  /// Whether a click at `point` lands on the shape placed in `frame`.
  package func contains(_ point: Point, in frame: Rect, node: ViewNode) -> Bool {
    let scale = node.environment.pointScale
    return ShapeRasterizer.contains(
      modifier.shape.path(in: scale.pointRect(for: frame.size)), in: frame, cell: point,
      style: FillStyle(eoFill: modifier.eoFill), scale: scale)
  }
}

extension ContentShapeModifier: PrimitiveNodeModifier {
  package typealias Node = ContentShapeNode
}
