import Decl
import DeclCanvas
import DeclGraph

/// `clipShape`, `clipped` and `cornerRadius`: the content drawn only inside its frame, and with
/// a shape only in the cells whose centres the shape covers (what the content drew in other
/// cells is taken back, so what is behind shows).
package final class ClipNode: ContentModifierBehavior, ModifierNode {
  package var modifier: ClipModifier

  package init(_ modifier: ClipModifier) { self.modifier = modifier }

  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    let frame = context.translated(node.frame)
    let inside = context.clipped(to: node.frame)
    guard let shape = modifier.shape else {
      node.drawChildren(into: &drawing, context: inside)
      return
    }
    let area = inside.clip.intersection(drawing.canvas.bounds)
    let before = drawing.canvas
    node.drawChildren(into: &drawing, context: inside)
    guard !area.isEmpty else { return }
    let scale = node.environment.pointScale
    let path = shape.path(in: scale.pointRect(for: frame.size))
    drawing.canvas.restore(from: before, in: area) { cell in
      !ShapeRasterizer.contains(path, in: frame, cell: cell, style: modifier.style, scale: scale)
    }
  }
}

extension ClipModifier: PrimitiveNodeModifier {
  package typealias Node = ClipNode
}
