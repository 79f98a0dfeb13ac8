import Decl

/// A kind of view that changes with time while it is drawn: a spinner turns, a relative date
/// counts.
@MainActor
package protocol AnimatedBehavior: NodeBehavior {
  /// How long between two steps.
  var animationInterval: Duration { get }
  /// Takes one step.
  func advanceAnimation(_ node: ViewNode)
}
