import Decl

/// A control's view. Its behaviour reads the control afresh from the latest view value when it
/// acts, since closures (a button's action) do not count as changes: `ViewEquivalence`
/// compares what the control shows (`equivalenceParts`), and an equivalent new value replaces
/// the old one without describing the node again.
@MainActor
package protocol ControlView: View {
  associatedtype Control
  var control: Control { get }
  /// What tells two values apart for equivalence, closures left out; nil compares the values
  /// field by field.
  var equivalenceParts: [Any]? { get }
}
