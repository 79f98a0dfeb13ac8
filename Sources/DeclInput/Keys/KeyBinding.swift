/// One key binding, as Textual's `BINDINGS` entries: the keys, the action they run, and how the
/// key help footer and the README describe it.
package struct KeyBinding<Action: Sendable>: Sendable {
  /// The keys that run the action.
  package var keys: [KeyChord]
  /// What runs.
  package var action: Action
  /// What it does, in a word or two, as the footer says it ("press", "next").
  package var description: String
  /// The keys as the footer names them ("←→"); nil names the first key.
  package var keyDisplay: String?
  /// Whether the footer lists the binding.
  package var show: Bool
  /// What the README's key table says it does; nil says `description`.
  package var detail: String?

  package init(
    _ keys: [KeyChord], _ action: Action, _ description: String, keyDisplay: String? = nil,
    show: Bool = true, detail: String? = nil
  ) {
    self.keys = keys
    self.action = action
    self.description = description
    self.keyDisplay = keyDisplay
    self.show = show
    self.detail = detail
  }

  /// The footer entry.
  package var help: KeyHelp { KeyHelp(keyDisplay ?? keys.first?.footerName ?? "", description) }
}

/// A table of key bindings: a control's keys, or the keys the graph acts on itself. The first
/// binding whose keys match an event is the one that runs (a later one with the same key runs
/// when the earlier one's action declines it).
package struct KeyMap<Action: Sendable>: Sendable {
  package var bindings: [KeyBinding<Action>]

  package init(_ bindings: [KeyBinding<Action>]) {
    self.bindings = bindings
  }

  /// Whether `event` is bound to an action that `predicate` accepts (no array is made).
  package func binds(_ event: KeyEvent, where predicate: (Action) -> Bool = { _ in true }) -> Bool {
    bindings.contains { binding in
      predicate(binding.action) && binding.keys.contains { $0.matches(event) }
    }
  }

  /// The first action `event` is bound to.
  package func action(for event: KeyEvent) -> Action? {
    bindings.first { $0.keys.contains { $0.matches(event) } }?.action
  }

  /// Runs the actions `event` is bound to, in order, until one uses it; returns whether one
  /// did.
  package func dispatch(_ event: KeyEvent, to run: (Action) -> Bool) -> Bool {
    for binding in bindings where binding.keys.contains(where: { $0.matches(event) }) {
      if run(binding.action) { return true }
    }
    return false
  }

  /// The footer's entries: the shown bindings whose action `isAvailable` allows.
  package func help(where isAvailable: (Action) -> Bool = { _ in true }) -> [KeyHelp] {
    bindings.filter { $0.show && isAvailable($0.action) }.map(\.help)
  }
}

extension KeyMap: ExpressibleByArrayLiteral {
  package init(arrayLiteral bindings: KeyBinding<Action>...) {
    self.init(bindings)
  }
}
