import Decl

/// Text and a caret, changed by editing commands. Pure logic, so it is tested on its own.
struct LineEditing: Equatable {
  var characters: [Character]
  /// Index into `characters`: the caret sits before this character.
  var caret: Int

  init(_ text: String, caret: Int? = nil) {
    characters = Array(text)
    self.caret = min(max(0, caret ?? characters.count), characters.count)
  }

  var text: String { String(characters) }

  enum Command: Equatable {
    case insert(String)
    case backspace, delete
    case left, right, home, end
    case wordLeft, wordRight
    case deleteWordBackward, deleteToStart, deleteToEnd
  }

  /// The editing command a key means in a text field, or nil when the field does not use it.
  static func command(for event: KeyEvent) -> Command? {
    let word = event.modifiers.contains(.option) || event.modifiers.contains(.control)
    switch event.key {
    case .char(let character):
      if event.modifiers.contains(.option) {
        switch character {
        case "b": return .wordLeft
        case "f": return .wordRight
        case "d": return nil
        default: return nil
        }
      }
      return .insert(String(character))
    case .backspace: return word ? .deleteWordBackward : .backspace
    case .delete: return .delete
    case .left: return word ? .wordLeft : .left
    case .right: return word ? .wordRight : .right
    case .home: return .home
    case .end: return .end
    case .ctrl("a"): return .home
    case .ctrl("e"): return .end
    case .ctrl("b"): return .left
    case .ctrl("f"): return .right
    case .ctrl("d"): return .delete
    case .ctrl("h"): return .backspace
    case .ctrl("u"): return .deleteToStart
    case .ctrl("k"): return .deleteToEnd
    case .ctrl("w"): return .deleteWordBackward
    default: return nil
    }
  }

  /// Applies a command; returns whether the text changed.
  @discardableResult
  mutating func apply(_ command: Command) -> Bool {
    switch command {
    case .insert(let string):
      // Controls never enter a field; a pasted newline becomes a space in a one-line field.
      let inserted = string.compactMap { character -> Character? in
        if character == "\n" || character == "\r\n" || character == "\t" { return " " }
        return character.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F })
          ? character : nil
      }
      guard !inserted.isEmpty else { return false }
      characters.insert(contentsOf: inserted, at: caret)
      caret += inserted.count
      return true
    case .backspace:
      guard caret > 0 else { return false }
      characters.remove(at: caret - 1)
      caret -= 1
      return true
    case .delete:
      guard caret < characters.count else { return false }
      characters.remove(at: caret)
      return true
    case .left:
      caret = max(0, caret - 1)
    case .right:
      caret = min(characters.count, caret + 1)
    case .home:
      caret = 0
    case .end:
      caret = characters.count
    case .wordLeft:
      caret = previousWordStart()
    case .wordRight:
      caret = nextWordEnd()
    case .deleteWordBackward:
      let start = previousWordStart()
      guard start < caret else { return false }
      characters.removeSubrange(start..<caret)
      caret = start
      return true
    case .deleteToStart:
      guard caret > 0 else { return false }
      characters.removeSubrange(0..<caret)
      caret = 0
      return true
    case .deleteToEnd:
      guard caret < characters.count else { return false }
      characters.removeSubrange(caret...)
      return true
    }
    return false
  }

  private func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  private func previousWordStart() -> Int {
    var index = caret
    while index > 0, !isWordCharacter(characters[index - 1]) { index -= 1 }
    while index > 0, isWordCharacter(characters[index - 1]) { index -= 1 }
    return index
  }

  private func nextWordEnd() -> Int {
    var index = caret
    while index < characters.count, !isWordCharacter(characters[index]) { index += 1 }
    while index < characters.count, isWordCharacter(characters[index]) { index += 1 }
    return index
  }
}
