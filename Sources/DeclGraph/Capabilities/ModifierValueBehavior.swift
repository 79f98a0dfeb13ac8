/// A modifier's node that keeps the modifier's value for what reads it around the view (a
/// preference writer, a badge, an `onExitCommand`): asked by the modifier's type, not the node's.
@MainActor
package protocol ModifierValueBehavior: NodeBehavior {
  /// The modifier, when it is an `M`.
  func modifier<M>(_ type: M.Type) -> M?
}

extension ViewNode {
  /// The modifier of type `M` this node applies, if it is one kept by its node.
  package func modifier<M>(_ type: M.Type) -> M? {
    (behavior as? any ModifierValueBehavior)?.modifier(type)
  }
}
