import Decl

/// `focused(_:)` and `focused(_:equals:)`: ties a focus state to the first control inside.
final class FocusedNode: TransparentBehavior, ModifierNode, FocusBindingBehavior {
  var modifier: FocusedModifier

  init(_ modifier: FocusedModifier) { self.modifier = modifier }

  /// The focus state and value, unless the state belongs to no rendered view.
  var binding: FocusedModifier? { modifier.box == nil ? nil : modifier }

  func didUpdate(_ node: ViewNode, isFirst: Bool) {
    node.graph.focus.register(node)
  }
}

extension FocusedModifier: PrimitiveNodeModifier {
  typealias Node = FocusedNode
}
