import Decl
import DeclGraph

/// `badge`: the content, told its badge when it is in a list (a `NavigationLink` row shows it
/// before its chevron). A tab view's bar reads the badge of its tabs from here, a list the
/// badge of its rows (`ListRowTraits`).
package final class BadgeNode: TransparentBehavior, ModifierNode, ModifierValueBehavior {
  package var modifier: BadgeModifier

  package func modifier<M>(_ type: M.Type) -> M? { modifier as? M }

  package init(_ modifier: BadgeModifier) { self.modifier = modifier }

  package func children(content: any View, in node: ViewNode) -> [ChildSpec] {
    var inner = node.environment
    if inner.isInList { inner.listRowBadge = modifier.label }
    return [ChildSpec(.content, view: content, environment: inner)]
  }
}

extension BadgeModifier: PrimitiveNodeModifier {
  package typealias Node = BadgeNode
}
