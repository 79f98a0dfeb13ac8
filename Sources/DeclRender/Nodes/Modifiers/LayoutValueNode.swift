import Decl

/// `layoutValue(key:value:)`: a value the layout placing this view reads through its subview.
final class LayoutValueNode: ContentModifierBehavior {
  private var key: ObjectIdentifier?
  private var value: Any?

  func describe(_ modifier: LayoutValueModifier, content: any View, in node: ViewNode)
    -> [ChildSpec]
  {
    key = modifier.key
    value = modifier.value
    return [ChildSpec(.content, view: content, environment: node.environment)]
  }

  /// The value set for `key`, if this modifier sets that key.
  func value<K: LayoutValueKey>(for key: K.Type) -> K.Value? {
    guard self.key == ObjectIdentifier(key) else { return nil }
    return value as? K.Value
  }
}

extension LayoutValueModifier: PrimitiveNodeModifier {
  func makeBehavior() -> any NodeBehavior { LayoutValueNode() }

  func describe(content: any View, to behavior: any NodeBehavior, in node: ViewNode)
    -> [ChildSpec]
  {
    (behavior as! LayoutValueNode).describe(self, content: content, in: node)
  }
}
