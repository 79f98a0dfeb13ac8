/// What an interactive control remembers between frames.
@MainActor
final class ControlState {
  /// A button shows its pressed look for a moment after it is activated.
  var isPressed = false
  /// The caret, as an index into the text's characters.
  var caret = 0
  /// The first column (horizontal fields) or row (vertical fields) shown.
  var scroll = 0
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
    return environment.isEnabled
  }

  var isFocused: Bool { graph.focus.focused === self }
}
