extension View {
  /// Runs `action` when Escape is pressed and no control inside used it (as on macOS, where
  /// this is the Exit command).
  public func onExitCommand(perform action: (@MainActor () -> Void)?) -> some View {
    modifier(ExitCommandModifier(action: action))
  }
}

/// `onExitCommand`: what Escape does when nothing inside used it.
package struct ExitCommandModifier: ViewModifier {
  package let action: (@MainActor () -> Void)?

  package typealias Body = Never
}
