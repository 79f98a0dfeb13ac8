import Decl
import DeclGraph
import DeclInput
import DeclTerminal

// Input that arrived together (a burst of typing, text pasted without bracketed paste, keys
// piled up behind a slow frame) is applied together: the keys a focused text field only edits
// its text with become one edit, with one write of its binding and one update, instead of a
// copy of the text and a run of every body that reads it per key.

extension ViewGraph {
  /// Handles `events` in order, as `handle(_:)` and `paste(_:)` would one by one, except that:
  /// - keys a focused text field only edits with (typed characters, Backspace, Delete, ←/→,
  ///   Home/End, word moves and deletions, Enter in a multi-line field) are applied to it
  ///   together, up to the next key that does something else;
  /// - keys nothing uses while a text field is focused (Ctrl-G, Enter without `onSubmit` or a
  ///   default action) are dropped without applying those edits first;
  /// - `layOut` runs before a key that may move focus, when earlier events changed something,
  ///   since which control is next depends on layout.
  ///
  /// A key's release (kitty keyboard protocol) goes to `handleRelease(_:)`; a repeat is applied
  /// as a press. Every other event sees what the earlier ones did. (`onKeyPress` handlers around a text
  /// field never see the characters typed into it; with handlers, its other keys go one by
  /// one.)
  func apply(_ events: some Sequence<InputEvent>, layOut: () -> Void) {
    var pending: (node: ViewNode, field: any TextEditingBehavior, edits: [KeyEvent])?
    var changed = false
    func applyPendingEdits() {
      guard let edits = pending else { return }
      pending = nil
      withDiagnostics { edits.field.applyEdits(edits.edits, node: edits.node) }
      context.focus.needsScrollIntoView = true
      processUpdates()
      changed = true
    }
    for event in events {
      if case .key(let key) = event, key.phase == .release {
        applyPendingEdits()
        handleRelease(key)
        continue
      }
      if case .key(let key) = event, let (node, field) = focusedTextField(for: key) {
        if field.isEdit(key) {
          if pending?.node !== node { applyPendingEdits() }
          if pending == nil { pending = (node, field, []) }
          pending?.edits.append(key)
          continue
        }
        if field.ignores(key, node: node) && !mayUseUnhandledKey(key, focused: node) { continue }
      }
      applyPendingEdits()
      switch event {
      case .key(let key):
        if changed && globalKeyMap.binds(key, where: \.mayMoveFocus) { layOut() }
        handle(key)
      case .paste(let text):
        paste(text)
      case .mouse(let mouse):
        handle(mouse)
      case .terminal:
        // The run loop takes the terminal's replies; none reaches a view.
        continue
      }
      changed = true
    }
    applyPendingEdits()
  }

  /// Whether `handle(_:)` may act on `event` after the focused text field `focused` passed on
  /// it: a key of the global key table, a shortcut (Enter for the default action), and any key
  /// inside a list row (the row's own keys). Others are dropped.
  private func mayUseUnhandledKey(_ event: KeyEvent, focused: ViewNode) -> Bool {
    globalKeyMap.binds(event)
      || focused.ancestor(where: { $0.behavior is any ListRowBehavior }) != nil
      || hasShortcut(for: event)
  }

  /// The focused text field, when `key` goes straight to it: a typed character always (a text
  /// field takes those before any `onKeyPress` handler), another key when no handler is around.
  private func focusedTextField(for key: KeyEvent) -> (ViewNode, any TextEditingBehavior)? {
    guard let node = context.focus.focused, node.status.isMounted,
      let field = node.behavior as? any TextEditingBehavior
    else { return nil }
    let isTyped: Bool
    if case .char = key.key, key.modifiers.subtracting(.shift).isEmpty {
      isTyped = true
    } else {
      isTyped = false
    }
    guard isTyped || node.environment.keyPressHandlers.isEmpty else { return nil }
    return (node, field)
  }
}
