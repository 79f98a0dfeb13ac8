import Decl
import DeclGraph

/// `onGeometryChange(for:of:action:)`: after each layout pass, computes the value from the
/// content's geometry and, when it changed (or the first time), queues the action with the
/// old and new values. It sizes and places its content unchanged.
package final class GeometryChangeNode<T: Equatable>: ContentModifierBehavior, ModifierNode,
  LayoutObserverBehavior
{
  package var modifier: GeometryChangeModifier<T>
  /// The value the action last ran with.
  private var last: T?

  package init(_ modifier: GeometryChangeModifier<T>) { self.modifier = modifier }

  package func didUpdate(_ node: ViewNode, isFirst: Bool) {
    registerLayoutObserver(node, isFirst: isFirst)
  }

  func layoutDidFinish(_ node: ViewNode) {
    let value = modifier.transform(node.geometryProxy(frame: node.frame, reads: nil))
    guard value != last else { return }
    let old = last ?? value
    last = value
    let action = modifier.action
    node.graph.updates.pendingActions.append { action(old, value) }
  }
}

extension GeometryChangeModifier: PrimitiveNodeModifier {
  package typealias Node = GeometryChangeNode<T>
}
