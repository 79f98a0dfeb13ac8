extension View {
  /// Gives the layout that places this view a value for `key`, which it reads with
  /// `subview[key]`.
  ///
  /// ```swift
  /// Text("First").layoutValue(key: Rank.self, value: 1)
  /// ```
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    modifier(LayoutValueModifier(key: ObjectIdentifier(key), value: value))
  }
}

/// `layoutValue(key:value:)`: one key and its value.
package struct LayoutValueModifier: ViewModifier {
  package let key: ObjectIdentifier
  package let value: Any

  package typealias Body = Never
}
