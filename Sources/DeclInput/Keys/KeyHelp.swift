import Decl

/// One entry of the key help footer (`keyboardHelp()`): a key, and what it does here.
package struct KeyHelp: Hashable {
  /// The key as the footer names it ("enter", "←→", "^S").
  package var keys: String
  /// What it does, in a word or two ("press", "Save").
  package var action: String

  package init(_ keys: String, _ action: String) {
    self.keys = keys
    self.action = action
  }

  /// The entry for a keyboard shortcut: Command and Control are Ctrl in a terminal (`^S`),
  /// Option is Alt.
  package init(_ shortcut: KeyboardShortcut, action: String) {
    var keys = ""
    let modifiers = shortcut.modifiers
    if modifiers.contains(.command) || modifiers.contains(.control) { keys += "^" }
    if modifiers.contains(.option) { keys += "alt-" }
    if modifiers.contains(.shift) { keys += "⇧" }
    switch shortcut.key {
    case .return: keys += "enter"
    case .escape: keys += "esc"
    case .tab: keys += "tab"
    case .space: keys += "space"
    case .delete: keys += "⌫"
    case .deleteForward: keys += "del"
    case .upArrow: keys += "↑"
    case .downArrow: keys += "↓"
    case .leftArrow: keys += "←"
    case .rightArrow: keys += "→"
    case .home: keys += "home"
    case .end: keys += "end"
    case .pageUp: keys += "pgup"
    case .pageDown: keys += "pgdn"
    default: keys += String(shortcut.key.character).uppercased()
    }
    self.init(keys, action)
  }
}
