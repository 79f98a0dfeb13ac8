import Decl
import DeclGraph

/// `layoutPriority`: a stack serves higher priorities first (read through the node as a
/// layout subview).
package final class LayoutPriorityNode: ContentModifierBehavior, ModifierNode, SubviewTraitsBehavior
{
  package var modifier: LayoutPriorityModifier

  package init(_ modifier: LayoutPriorityModifier) { self.modifier = modifier }

  package var layoutPriority: Double? { modifier.priority }
}

extension LayoutPriorityModifier: PrimitiveNodeModifier {
  package typealias Node = LayoutPriorityNode
}
