import Decl

/// A node that tells its container's layout something about the subview it is: its priority
/// (`layoutPriority`), a value for a `LayoutValueKey` (`layoutValue`), or that it is a spacer.
/// Each kind says only what it knows; the rest keeps the defaults.
@MainActor
package protocol SubviewTraitsBehavior: NodeBehavior {
  /// The subview's layout priority, if this node sets it.
  var layoutPriority: Double? { get }
  /// Whether the subview is a spacer (stacks share their free space among spacers).
  var isSpacer: Bool { get }
  /// The value this node sets for `key`, if it sets one.
  func layoutValue<K: LayoutValueKey>(for key: K.Type) -> K.Value?
}

extension SubviewTraitsBehavior {
  package var subviewTraits: (any SubviewTraitsBehavior)? { self }
  package var layoutPriority: Double? { nil }
  package var isSpacer: Bool { false }
  package func layoutValue<K: LayoutValueKey>(for key: K.Type) -> K.Value? { nil }
}
