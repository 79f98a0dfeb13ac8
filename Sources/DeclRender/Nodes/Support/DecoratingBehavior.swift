import Decl
import DeclGraph

/// A modifier that draws a second view (its `.decoration` child) behind or in front of its
/// content: `background`, `overlay` and their preference-value forms. The content decides the
/// size; the decoration is offered exactly that size and aligned inside it.
@MainActor
protocol DecoratingBehavior: ContentModifierBehavior {
  /// Where the decoration sits in the content's frame.
  var decorationAlignment: Alignment { get }
  /// Whether the decoration is drawn over the content (an overlay) or under it.
  var decorationIsInFront: Bool { get }
}

extension DecoratingBehavior {
  package func place(_ node: ViewNode, in rect: Rect) {
    node.content?.place(in: rect, proposal: node.currentProposal)
    guard let decoration = node.child(.decoration) else { return }
    decoration.placeAligned(
      in: rect, alignment: decorationAlignment, scale: node.environment.pointScale,
      proposal: ProposedSize(rect.size))
  }

  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    let layers = [node.content, node.child(.decoration)]
    for layer in decorationIsInFront ? layers : layers.reversed() {
      layer?.draw(into: &drawing, context: context)
    }
  }
}
