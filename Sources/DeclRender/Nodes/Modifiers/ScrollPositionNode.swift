import Decl
import DeclGraph

/// `scrollPosition(id:)`: after each layout pass, a value code wrote scrolls the container
/// inside to that view (its top by default); otherwise the id of the first visible view with
/// an id is written back, after the frame.
package final class ScrollPositionNode: TransparentBehavior, ModifierNode, ScrollRequestBehavior {
  package var modifier: ScrollPositionModifier
  /// The id the binding is known to hold: written here, or scrolled to.
  private var known: AnyHashable?
  private var hasApplied = false

  package init(_ modifier: ScrollPositionModifier) { self.modifier = modifier }

  package func didUpdate(_ node: ViewNode, isFirst: Bool) {
    node.graph.scene.scrolling.positionNodes[ObjectIdentifier(node)] = WeakNode(node: node)
  }

  package func willUnmount(_ node: ViewNode) {
    node.graph.scene.scrolling.positionNodes[ObjectIdentifier(node)] = nil
  }

  package func applyScrollRequest(_ node: ViewNode) {
    guard let container = node.firstScrollContainer else { return }
    let current = modifier.read()
    if current != known || !hasApplied, let current {
      hasApplied = true
      known = current
      node.graph.scene.scrolling.scroll(to: current, anchor: modifier.anchor ?? .top, under: node)
      return
    }
    hasApplied = true
    guard let top = Self.firstVisibleID(in: container), top != known else { return }
    known = top
    let write = modifier.write
    node.graph.updates.pendingActions.append { write(top) }
    node.graph.updates.onNeedsUpdate?()
  }

  /// The id of the topmost view with an id (a `ForEach` element) showing in `container`.
  private static func firstVisibleID(in container: ViewNode) -> AnyHashable? {
    let viewport = container.frame
    var best: (y: Int, id: AnyHashable)?
    func visit(_ node: ViewNode) {
      if let id = node.key.id, node.parent?.behavior is ForEachNode,
        let frame = node.coveredFrame, frame.maxY > viewport.minY, frame.minY < viewport.maxY
      {
        if best.map({ frame.minY < $0.y }) ?? true { best = (frame.minY, id) }
        return
      }
      for child in node.screenChildren { visit(child) }
    }
    visit(container)
    return best?.id
  }
}

extension ScrollPositionModifier: PrimitiveNodeModifier {
  package typealias Node = ScrollPositionNode
}
