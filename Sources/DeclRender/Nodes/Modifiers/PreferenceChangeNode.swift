import Decl
import DeclGraph

/// `onPreferenceChange`: after each layout pass, reads the preference's value from the
/// content and, when it changed (or the first time), queues the action with it. Layout looks
/// through it.
package final class PreferenceChangeNode<K: PreferenceKey>: TransparentBehavior, ModifierNode,
  LayoutObserverBehavior
where K.Value: Equatable {
  package var modifier: PreferenceChangeModifier<K>
  /// The value the action last ran with.
  private var last: K.Value?

  package init(_ modifier: PreferenceChangeModifier<K>) { self.modifier = modifier }

  package func didUpdate(_ node: ViewNode, isFirst: Bool) {
    registerLayoutObserver(node, isFirst: isFirst)
  }

  func layoutDidFinish(_ node: ViewNode) {
    let value = node.content?.preferenceValue(K.self) ?? K.defaultValue
    guard value != last else { return }
    last = value
    let action = modifier.action
    node.graph.updates.pendingActions.append { action(value) }
  }
}

extension PreferenceChangeModifier: PrimitiveNodeModifier {
  package typealias Node = PreferenceChangeNode<K>
}
