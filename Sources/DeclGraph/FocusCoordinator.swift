import Decl

/// Keyboard focus as the graph sees it: which control has it, and what the graph tells focus
/// as nodes come and go and updates finish. Input routing (`Routing/FocusManager`) implements it;
/// the graph and the behaviours know only this protocol.
@MainActor
package protocol FocusCoordinator: FocusRequestSink {
  /// The focused control, if any.
  var focused: ViewNode? { get }
  /// Set when focus moved or the focused control changed, so the next layout scrolls it into
  /// view (and a wheel scroll that leaves it off screen is not undone).
  var needsScrollIntoView: Bool { get set }
  /// Records a `focused(_:)` modifier node.
  func register(_ node: ViewNode)
  /// A node is leaving the graph: forget it, and give up focus when it had it.
  func nodeWillUnmount(_ node: ViewNode)
  /// The focusable controls under `root`, in reading order.
  func focusableNodes(under root: ViewNode) -> [ViewNode]
  /// Moves focus to the next (or previous) focusable control under `root`.
  func move(forward: Bool, under root: ViewNode)
  /// Gives `node` focus (nil: no control has it).
  func setFocus(_ node: ViewNode?)
  /// Gives up focus when the focused control can no longer take it (disabled, hidden).
  func releaseIfUnfocusable()
  /// Applies the focus states code wrote during the update.
  func resolveRequests()
  /// Focuses the row at `offset` of `container` once its list has been updated.
  func focusRow(at offset: Int, in container: ViewNode?)
  /// Applies the row focus `focusRow(at:in:)` asked for, now that the list is updated.
  func resolvePendingRowFocus()
}
