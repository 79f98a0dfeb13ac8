import DeclInput

/// A control whose keys are a table (`keyMap`), as Textual's `BINDINGS`: a key the control
/// gets runs the bound action (`perform`), and the key help footer lists the table. The README's
/// key table is checked against these tables (`KeyMapTests`).
@MainActor
package protocol KeyBoundControl: ControlBehavior {
  associatedtype KeyAction: Sendable
  /// The control's keys.
  static var keyMap: KeyMap<KeyAction> { get }
  /// Runs a bound action; returns whether it applied (else the key goes on, to the next
  /// binding of the same key and then to focus moves).
  func perform(_ action: KeyAction, node: ViewNode) -> Bool
}

extension KeyBoundControl {
  package func handleKey(_ event: KeyEvent, node: ViewNode) -> Bool {
    Self.keyMap.dispatch(event) { perform($0, node: node) }
  }

  package func keyHelp(_ node: ViewNode) -> [KeyHelp] { Self.keyMap.help() }
}
