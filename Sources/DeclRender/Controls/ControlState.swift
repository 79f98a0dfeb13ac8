/// What an interactive control remembers between frames.
@MainActor
final class ControlState {
  /// A button shows its pressed look for a moment after it is activated.
  var isPressed = false
  /// The caret, as an index into the text's characters.
  var caret = 0
  /// The first column (horizontal fields) or row (vertical fields) shown.
  var scroll = 0
  /// A slider is being edited: `onEditingChanged(true)` ran and `false` has not yet.
  var isEditing = false
  /// The row an inline picker's focus is on, and whether it had focus at its last update.
  var highlight = 0
  var wasFocused = false
  /// Clicks in a row on a tap gesture, and when the last one came.
  var clickCount = 0
  var lastClick: ContinuousClock.Instant?
  /// A spinner's or indeterminate bar's frame, its running animation, and the layout pass it
  /// was last drawn in (see `IndicatorNode.swift`).
  var animationFrame = 0
  var animation: Task<Void, Never>?
  var drawnInLayout = -1

  isolated deinit {
    animation?.cancel()
  }
}

extension ViewNode {
  /// The control state of a control node, made on first use.
  var controlState: ControlState {
    if let control { return control }
    let made = ControlState()
    control = made
    return made
  }

  /// Whether Tab can reach this node and keys go to it.
  var isFocusable: Bool {
    guard case .control = kind, isMounted else { return false }
    return environment.isEnabled && controlAcceptsFocus
  }

  var isFocused: Bool { graph.focus.focused === self }
}
