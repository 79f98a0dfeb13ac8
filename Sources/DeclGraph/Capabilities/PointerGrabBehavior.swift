import Decl

/// A control a press grabs (a slider's thumb): it follows the pointer until the button is
/// released.
@MainActor
package protocol PointerGrabBehavior: NodeBehavior {
  /// The pointer moved to `point` while the control holds it.
  func drag(to point: Point, node: ViewNode)
  /// The button was released.
  func release(_ node: ViewNode)
}
