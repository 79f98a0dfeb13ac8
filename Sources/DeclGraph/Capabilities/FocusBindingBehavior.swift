import Decl

/// A `focused(_:)` modifier: the focus state it keeps in step with focus.
@MainActor
package protocol FocusBindingBehavior: NodeBehavior {
  /// The binding of the focus state and the value it stands for; nil when it has no state.
  var binding: FocusedModifier? { get }
}
