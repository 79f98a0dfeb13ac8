import Decl
import DeclGraph

/// `onChange(of:)`: the action is queued after an update that changed the watched value (and
/// after the first one with `initial`).
package final class ChangeNode: TransparentBehavior, ModifierNode {
  package var modifier: ChangeModifier
  /// The value as of the last update.
  private var observed: ChangeModifier?

  package init(_ modifier: ChangeModifier) { self.modifier = modifier }

  package func didUpdate(_ node: ViewNode, isFirst: Bool) {
    let new = modifier
    if isFirst {
      if new.initial {
        node.graph.updates.pendingActions.append { new.action(new.value, new.value) }
      }
    } else if let old = observed, !old.isEqual(new.value) {
      node.graph.updates.pendingActions.append { new.action(old.value, new.value) }
    }
    observed = new
  }
}

extension ChangeModifier: PrimitiveNodeModifier {
  package typealias Node = ChangeNode
}
