import Decl
import DeclGraph

/// `layoutValue(key:value:)`: a value the layout placing this view reads through its subview.
package final class LayoutValueNode: ContentModifierBehavior, ModifierNode, SubviewTraitsBehavior {
  package var modifier: LayoutValueModifier

  package init(_ modifier: LayoutValueModifier) { self.modifier = modifier }

  /// The value set for `key`, if this modifier sets that key.
  package func layoutValue<K: LayoutValueKey>(for key: K.Type) -> K.Value? {
    guard modifier.key == ObjectIdentifier(key) else { return nil }
    return modifier.value as? K.Value
  }
}

extension LayoutValueModifier: PrimitiveNodeModifier {
  package typealias Node = LayoutValueNode
}
