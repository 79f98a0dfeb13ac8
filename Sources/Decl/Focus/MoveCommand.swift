/// The direction of a move command: an arrow key.
public enum MoveCommandDirection: Hashable, Sendable {
  case up, down, left, right
}

extension EnvironmentValues {
  /// What an arrow key the focused control inside does not use runs.
  @Entry package var moveCommandAction: ((MoveCommandDirection) -> Void)? = nil
}

extension View {
  /// Runs `action` with the direction of an arrow key the focused control inside does not use
  /// (instead of moving focus with ↑/↓).
  ///
  /// ```swift
  /// BoardView().focusable().onMoveCommand { direction in game.move(direction) }
  /// ```
  public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View {
    environment(\.moveCommandAction, action)
  }
}
