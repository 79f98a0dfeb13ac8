import Decl

/// `layoutValue(key:value:)`: a value the layout placing this view reads through its subview.
final class LayoutValueNode: ContentModifierBehavior, ModifierNode, SubviewTraitsBehavior {
  var modifier: LayoutValueModifier

  init(_ modifier: LayoutValueModifier) { self.modifier = modifier }

  /// The value set for `key`, if this modifier sets that key.
  func layoutValue<K: LayoutValueKey>(for key: K.Type) -> K.Value? {
    guard modifier.key == ObjectIdentifier(key) else { return nil }
    return modifier.value as? K.Value
  }
}

extension LayoutValueModifier: PrimitiveNodeModifier {
  typealias Node = LayoutValueNode
}
