/// A row of a list: focus on it, or on a control inside it, selects it (`didGainFocus`); the
/// keys the controls inside do not use reach it; deleting it focuses the row that takes its
/// place.
@MainActor
package protocol ListRowBehavior: ControlBehavior {
  /// Focus arrived on the row or on a control inside it.
  func didGainFocus(_ node: ViewNode)
}
