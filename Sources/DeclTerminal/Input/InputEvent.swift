import DeclInput

/// One decoded unit of terminal input.
public enum InputEvent: Hashable, Sendable {
  /// A key press.
  case key(KeyEvent)
  /// A bracketed paste, with line endings normalized to `"\n"`.
  case paste(String)
  /// A mouse press, release, drag, move or wheel step.
  case mouse(MouseEvent)
  /// A terminal's answer to a query or a report of its own (focus, colour scheme), for the
  /// run loop, never for a view.
  case terminal(TerminalReply)
}
