import Decl

/// `layoutPriority`: a stack serves higher priorities first (read through the node as a
/// layout subview).
final class LayoutPriorityNode: ContentModifierBehavior, ModifierNode, SubviewTraitsBehavior {
  var modifier: LayoutPriorityModifier

  init(_ modifier: LayoutPriorityModifier) { self.modifier = modifier }

  var layoutPriority: Double? { modifier.priority }
}

extension LayoutPriorityModifier: PrimitiveNodeModifier {
  typealias Node = LayoutPriorityNode
}
