import Decl
import DeclGraph

// Where a paste goes when no text field takes it: to a drop destination, as dropping a file
// on a terminal window pastes its path.

extension ViewGraph {
  /// The drop destination a paste goes to when no text field takes it: the nearest around the
  /// focused view, else the first on the screen.
  func dropDestination() -> DropDestinationModifier? {
    var node = context.focus.focused
    while let current = node {
      if let drop = current.modifier(DropDestinationModifier.self) { return drop }
      node = current.parent
    }
    return interactionRoot.descendant(where: { $0.modifier(DropDestinationModifier.self) != nil })?
      .modifier(DropDestinationModifier.self)
  }
}
