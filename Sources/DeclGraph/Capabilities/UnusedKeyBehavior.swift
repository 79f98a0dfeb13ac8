import Decl
import DeclInput

/// A container that takes the keys the focused control inside it did not use (a list row:
/// Delete deletes it).
@MainActor
package protocol UnusedKeyBehavior: NodeBehavior {
  /// Handles a key the control inside did not use; returns whether it was used.
  func handleUnusedKey(_ event: KeyEvent, node: ViewNode) -> Bool
}
