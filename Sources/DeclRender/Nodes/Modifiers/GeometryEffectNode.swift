import Decl
import DeclGraph

/// A `GeometryEffect` (an app's, or a custom transition's): the content drawn moved by the
/// translation of the effect's transform for the content's size, in whole cells; its layout
/// does not change.
final class GeometryEffectNode: ContentModifierBehavior {
  var effect: (any GeometryEffect)?

  func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    guard let effect else {
      node.drawChildren(into: &drawing, context: context)
      return
    }
    let scale = node.environment.pointScale
    let transform = effect.effectValue(size: scale.points(node.frame.size))
    var moved = context
    moved.offset = Point(
      x: context.offset.x + scale.cells(transform.m31, along: .horizontal),
      y: context.offset.y + scale.cells(transform.m32, along: .vertical))
    node.drawChildren(into: &drawing, context: moved)
  }
}

/// An `EnvironmentalModifier`: the content with the modifier it resolves to in the node's
/// environment.
final class EnvironmentalModifierNode: TransparentBehavior {}

extension EnvironmentalModifier {
  /// The content with the modifier resolved in `environment`.
  @MainActor
  func resolved(content: any View, in environment: EnvironmentValues) -> any View {
    ModifiedContent(content: AnyView(content), modifier: resolve(in: environment))
  }
}
