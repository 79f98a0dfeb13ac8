import DeclInput

/// A control that edits text from typed keys (a text field): input that arrives together is
/// applied to it as one edit (`ViewGraph.apply`), and a paste goes into it. (`Sendable`, as
/// its main-actor classes are, so the batch can hold one across `withDiagnostics`.)
@MainActor
package protocol TextEditingBehavior: ControlBehavior, Sendable {
  /// Focus arrived on the control.
  func didGainFocus()
  /// Whether `event` only edits the text or moves the caret, so a run of such keys can be
  /// applied together.
  func isEdit(_ event: KeyEvent) -> Bool
  /// Applies keys that are all edits (`isEdit`), in order, as one change of the text.
  func applyEdits(_ events: [KeyEvent], node: ViewNode)
  /// Whether the control has no use for `event` at all.
  func ignores(_ event: KeyEvent, node: ViewNode) -> Bool
  /// Inserts pasted text at the caret.
  func insert(_ text: String, node: ViewNode)
}
