import Decl
import DeclGraph

/// `mask`: the content kept only in the cells where the mask view draws (a glyph or a
/// background); elsewhere what was behind shows. The mask is laid out in the content's frame,
/// as a background is, and never drawn itself.
package final class MaskNode: ContentModifierBehavior, ModifierNode {
  package var modifier: MaskModifier

  package init(_ modifier: MaskModifier) { self.modifier = modifier }

  package func children(content: any View, in node: ViewNode) -> [ChildSpec] {
    [
      ChildSpec(.content, view: content, environment: node.environment),
      ChildSpec(.decoration, view: modifier.mask, environment: node.environment),
    ]
  }

  package func screenChildren(of node: ViewNode) -> [ViewNode] { node.content.map { [$0] } ?? [] }

  package func place(_ node: ViewNode, in rect: Rect) {
    node.content?.place(in: rect, proposal: node.currentProposal)
    guard let mask = node.child(.decoration) else { return }
    let proposal = ProposedSize(rect.size)
    mask.placeAligned(in: rect, alignment: modifier.alignment, proposal: proposal)
  }

  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    let area = context.translated(node.frame).intersection(context.clip)
      .intersection(drawing.canvas.bounds)
    let before = drawing.canvas
    node.drawChildren(into: &drawing, context: context)
    guard !area.isEmpty, let mask = node.child(.decoration) else { return }
    var masking = FrameDrawing(size: drawing.canvas.size)
    mask.draw(into: &masking, context: context)
    drawing.canvas.restore(from: before, in: area) { cell in
      masking.canvas[x: cell.x, y: cell.y] == .blank
    }
  }
}

extension MaskModifier: PrimitiveNodeModifier {
  package typealias Node = MaskNode
}
