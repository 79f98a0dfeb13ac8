import Decl

/// The key events one key of a binding stands for: a key with exactly the given modifiers, with
/// any, with at least some, a typed character of a class (digits, hex digits), or a keyboard
/// shortcut (how an app remaps a key, matched as `keyboardShortcut` is).
package struct KeyChord: Hashable, Sendable {
  package enum Pattern: Hashable, Sendable {
    case key(Key, Modifiers)
    case characters(CharacterClass, Modifiers)
    case shortcut(KeyboardShortcut)
  }

  /// Which modifiers may be held.
  package enum Modifiers: Hashable, Sendable {
    /// Exactly these.
    case exactly(KeyModifiers)
    /// Any, or none.
    case any
    /// At least these.
    case including(KeyModifiers)
    /// Any but these.
    case excluding(KeyModifiers)

    func allow(_ held: KeyModifiers) -> Bool {
      switch self {
      case .exactly(let modifiers): held == modifiers
      case .any: true
      case .including(let modifiers): held.isSuperset(of: modifiers)
      case .excluding(let modifiers): held.isDisjoint(with: modifiers)
      }
    }
  }

  /// Typed characters a binding takes as a group.
  package enum CharacterClass: Hashable, Sendable {
    /// Any character.
    case any
    /// 0 to 9.
    case digits
    /// 0 to 9, a to f and A to F.
    case hexDigits
    /// One of these.
    case oneOf(String)

    package func contains(_ character: Character) -> Bool {
      switch self {
      case .any: true
      case .digits: character.isASCII && character.isNumber
      case .hexDigits: character.isHexDigit
      case .oneOf(let characters): characters.contains(character)
      }
    }
  }

  package var pattern: Pattern

  /// `key` with exactly `modifiers` held (none by default).
  package init(_ key: Key, _ modifiers: KeyModifiers = []) {
    pattern = .key(key, .exactly(modifiers))
  }

  /// `key` with whatever modifiers are held.
  package static func any(_ key: Key) -> KeyChord { KeyChord(pattern: .key(key, .any)) }

  /// `key` with at least `modifiers` held.
  package static func key(_ key: Key, including modifiers: KeyModifiers) -> KeyChord {
    KeyChord(pattern: .key(key, .including(modifiers)))
  }

  /// A typed character of `characters`, with the modifiers `modifiers` allows.
  package static func characters(
    _ characters: CharacterClass, _ modifiers: Modifiers = .exactly([])
  )
    -> KeyChord
  {
    KeyChord(pattern: .characters(characters, modifiers))
  }

  /// The keys of a keyboard shortcut.
  package static func shortcut(_ shortcut: KeyboardShortcut) -> KeyChord {
    KeyChord(pattern: .shortcut(shortcut))
  }

  private init(pattern: Pattern) { self.pattern = pattern }

  package static let enter = KeyChord(.enter)
  package static let space = KeyChord(.char(" "))

  /// Whether `event` is this key.
  package func matches(_ event: KeyEvent) -> Bool {
    switch pattern {
    case .key(let key, let modifiers):
      return event.key == key && modifiers.allow(event.modifiers)
    case .characters(let characters, let modifiers):
      guard case .char(let character) = event.key else { return false }
      return characters.contains(character) && modifiers.allow(event.modifiers)
    case .shortcut(let shortcut):
      guard let press = KeyPress(event) else { return false }
      return shortcut.matches(press)
    }
  }

  /// The key as the key help footer names it ("enter", "⇧tab", "^R", "alt-↑").
  var footerName: String {
    switch pattern {
    case .shortcut(let shortcut): return KeyHelp(shortcut, action: "").keys
    case .characters(let characters, _): return characters.name
    case .key(let key, let modifiers):
      var name = ""
      if case .exactly(let held) = modifiers {
        if held.contains(.control) { name += "^" }
        if held.contains(.option) { name += "alt-" }
        if held.contains(.shift) { name += "⇧" }
      }
      return name + key.footerName
    }
  }

  /// The key as the README names it ("Enter", "Shift-Tab", "Ctrl-R", "Alt-↑").
  package var readmeName: String {
    func prefix(_ held: KeyModifiers) -> String {
      (held.contains(.control) ? "Ctrl-" : "") + (held.contains(.option) ? "Alt-" : "")
        + (held.contains(.shift) ? "Shift-" : "")
    }
    switch pattern {
    case .shortcut(let shortcut): return KeyHelp(shortcut, action: "").keys
    case .characters(let characters, .exactly(let held)),
      .characters(let characters, .including(let held)):
      return prefix(held) + characters.name
    case .characters(let characters, _): return characters.name
    case .key(let key, .exactly(let held)), .key(let key, .including(let held)):
      return prefix(held) + key.readmeName
    case .key(let key, .any), .key(let key, .excluding): return key.readmeName
    }
  }
}

extension KeyChord.CharacterClass {
  /// How the footer and the README name the class.
  package var name: String {
    switch self {
    case .any: "typing"
    case .digits: "0-9"
    case .hexDigits: "0-9 a-f"
    case .oneOf(let characters): characters.map { "`\($0)`" }.joined(separator: "/")
    }
  }
}

extension Key {
  /// The key's name in the key help footer.
  fileprivate var footerName: String {
    switch self {
    case .char(" "): "space"
    case .char(let character): String(character)
    case .enter: "enter"
    case .tab: "tab"
    case .backTab: "⇧tab"
    case .escape: "esc"
    case .backspace: "⌫"
    case .delete: "del"
    case .insert: "ins"
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .home: "home"
    case .end: "end"
    case .pageUp: "pgup"
    case .pageDown: "pgdn"
    case .ctrl(let character): "^" + String(character).uppercased()
    case .function(let number): "F\(number)"
    }
  }

  /// The key's name in the README.
  fileprivate var readmeName: String {
    switch self {
    case .char(" "): "Space"
    case .char(let character): "`\(character)`"
    case .enter: "Enter"
    case .tab: "Tab"
    case .backTab: "Shift-Tab"
    case .escape: "Escape"
    case .backspace: "Backspace"
    case .delete: "Delete"
    case .insert: "Insert"
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "Page Up"
    case .pageDown: "Page Down"
    case .ctrl(let character): "Ctrl-" + String(character).uppercased()
    case .function(let number): "F\(number)"
    }
  }
}
