import Decl
import DeclCanvas
import DeclGraph

/// A shape drawn as a view: `Circle()`, `RoundedRectangle(cornerRadius: 12).fill(.blue)`,
/// `Capsule().stroke(.red, lineWidth: 2)`, a user's `Shape`. It takes the space it is offered
/// (or the shape's own `sizeThatFits`), asks the shape for its path in that frame in points,
/// and rasterises the fill or stroke into cells (`Raster/`). A view drawn beneath
/// (`.fill(.yellow).stroke(.blue)`) is a child, drawn first in the same frame.
package final class ShapeNode: NodeBehavior {
  private var shape: (any ShapeLayerView)?

  package var isTransparent: Bool { false }

  func describe(_ shape: any ShapeLayerView, in node: ViewNode) -> [ChildSpec] {
    self.shape = shape
    return shape.layerBackground.map {
      [ChildSpec(.decoration, view: $0, environment: node.environment)]
    } ?? []
  }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    guard let shape else { return .zero }
    let scale = node.environment.pointScale
    let size = shape.shapeSize(scale.points(proposal))
    return Size(
      width: max(0, scale.cells(size.width, along: .horizontal)),
      height: max(0, scale.cells(size.height, along: .vertical)))
  }

  package func place(_ node: ViewNode, in rect: Rect) {
    node.child(.decoration)?.place(in: rect, proposal: ProposedSize(rect.size))
  }

  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    node.drawChildren(into: &drawing, context: context)
    guard let shape else { return }
    let frame = context.translated(node.frame)
    guard !frame.isEmpty, !frame.intersection(context.clip).isEmpty else { return }
    let scale = node.environment.pointScale
    let layer = shape.layer(in: scale.pointRect(for: frame.size))
    let paint = StyleResolver(environment: node.environment).paint(
      layer.style, size: frame.size, scale: scale)
    switch layer.drawing {
    case .fill(let style):
      ShapeRasterizer.fill(
        layer.path, in: frame, style: style, paint: paint, into: &drawing.canvas,
        clip: context.clip, scale: scale)
    case .stroke(let style):
      ShapeRasterizer.stroke(
        layer.path, in: frame, style: style, paint: paint, into: &drawing.canvas,
        clip: context.clip, scale: scale)
    }
  }
}

extension ShapeLayerView where Self: PrimitiveNodeView {
  @MainActor package func makeBehavior() -> ShapeNode { ShapeNode() }

  @MainActor package func describe(to behavior: ShapeNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(self, in: node)
  }
}

extension _ShapeView: PrimitiveNodeView {}
extension FillShapeView: PrimitiveNodeView {}
extension StrokeShapeView: PrimitiveNodeView {}
extension StrokeBorderShapeView: PrimitiveNodeView {}
