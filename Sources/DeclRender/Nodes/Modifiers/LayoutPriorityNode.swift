import Decl

/// `layoutPriority`: a stack serves higher priorities first (read through the node as a
/// layout subview).
final class LayoutPriorityNode: ContentModifierBehavior, ModifierNode {
  var modifier: LayoutPriorityModifier

  init(_ modifier: LayoutPriorityModifier) { self.modifier = modifier }

  var priority: Double { modifier.priority }
}

extension LayoutPriorityModifier: PrimitiveNodeModifier {
  typealias Node = LayoutPriorityNode
}
