import Decl
import DeclGraph

/// `defaultScrollAnchor`: the container inside starts at the anchor (`.bottom`: its end), and
/// while it stays there, keeps to it as its content grows.
package final class DefaultScrollAnchorNode: TransparentBehavior, ModifierNode,
  ScrollRequestBehavior
{
  package var modifier: DefaultScrollAnchorModifier
  /// The offset the anchor gave at the last pass, if the container was placed there.
  private var anchoredOffset: Int?
  private var hasAnchored = false

  package init(_ modifier: DefaultScrollAnchorModifier) { self.modifier = modifier }

  package func didUpdate(_ node: ViewNode, isFirst: Bool) {
    node.graph.scene.scrolling.anchorNodes[ObjectIdentifier(node)] = WeakNode(node: node)
  }

  package func willUnmount(_ node: ViewNode) {
    node.graph.scene.scrolling.anchorNodes[ObjectIdentifier(node)] = nil
  }

  package func applyScrollRequest(_ node: ViewNode) {
    guard let anchor = modifier.anchor, let container = node.firstScrollContainer,
      let state = container.scrollState, state.viewport.height > 0
    else { return }
    let travel = max(0, state.contentSize.height - state.viewport.height)
    let target = Int((anchor.y * Double(travel)).rounded())
    // Moved away by the user: leave it.
    if hasAnchored, state.offset.y != anchoredOffset { return }
    hasAnchored = true
    anchoredOffset = target
    guard state.offset.y != target else { return }
    state.offset.y = target
    container.layout.isPlaced = false
    container.place(in: container.frame, proposal: nil)
  }
}

extension DefaultScrollAnchorModifier: PrimitiveNodeModifier {
  package typealias Node = DefaultScrollAnchorNode
}
