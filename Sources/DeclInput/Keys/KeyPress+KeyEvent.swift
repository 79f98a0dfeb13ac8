import Decl

extension KeyPress {
  /// The key press a key event stands for; nil for keys SwiftUI has no name for.
  package init?(_ event: KeyEvent) {
    var modifiers = EventModifiers()
    if event.modifiers.contains(.shift) { modifiers.insert(.shift) }
    if event.modifiers.contains(.option) { modifiers.insert(.option) }
    if event.modifiers.contains(.control) { modifiers.insert(.control) }
    let key: KeyEquivalent
    switch event.key {
    case .char(let character): key = KeyEquivalent(character)
    case .enter: key = .return
    case .tab: key = .tab
    case .backTab:
      key = .tab
      modifiers.insert(.shift)
    case .escape: key = .escape
    case .backspace: key = .delete
    case .delete: key = .deleteForward
    case .up: key = .upArrow
    case .down: key = .downArrow
    case .left: key = .leftArrow
    case .right: key = .rightArrow
    case .home: key = .home
    case .end: key = .end
    case .pageUp: key = .pageUp
    case .pageDown: key = .pageDown
    case .ctrl(let character):
      key = KeyEquivalent(character)
      modifiers.insert(.control)
    case .insert, .function: return nil
    }
    let phase: Phases =
      switch event.phase {
      case .press: .down
      case .repeat: .repeat
      case .release: .up
      }
    self.init(
      key: key, characters: String(key.character), modifiers: modifiers, phase: phase)
  }
}

extension KeyEvent {
  /// The character typed, for a key that types one.
  package var character: Character? {
    if case .char(let character) = key { return character }
    return nil
  }
}
