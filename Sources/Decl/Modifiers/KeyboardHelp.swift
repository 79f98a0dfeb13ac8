extension View {
  /// Shows a footer row under the view listing the keys that work where focus is now: the
  /// focused control's own keys, Tab, Escape when something can be dismissed or gone back
  /// from, and every keyboard shortcut on screen or in the app's commands with its title. It
  /// follows focus as it moves. Decl's own API: SwiftUI has no such footer.
  ///
  /// ```swift
  /// ContentView().keyboardHelp()   // " enter press  tab next  ⇧tab previous  ^S Save"
  /// ```
  ///
  /// `.hidden` shows no footer; `.automatic` and `.visible` show it.
  public func keyboardHelp(_ visibility: Visibility = .visible) -> some View {
    modifier(KeyboardHelpModifier(visibility: visibility))
  }
}

/// `keyboardHelp`: the content above a footer row of key help.
package struct KeyboardHelpModifier: ViewModifier {
  package let visibility: Visibility

  package var isShown: Bool { visibility != .hidden }

  package typealias Body = Never
}
