import Decl
import DeclGraph

/// `focused(_:)` and `focused(_:equals:)`: ties a focus state to the first control inside.
package final class FocusedNode: TransparentBehavior, ModifierNode, FocusBindingBehavior {
  package var modifier: FocusedModifier

  package init(_ modifier: FocusedModifier) { self.modifier = modifier }

  /// The focus state and value, unless the state belongs to no rendered view.
  package var binding: FocusedModifier? { modifier.box == nil ? nil : modifier }

  package func didUpdate(_ node: ViewNode, isFirst: Bool) {
    node.graph.focus.register(node)
  }
}

extension FocusedModifier: PrimitiveNodeModifier {
  package typealias Node = FocusedNode
}
