import Decl
import DeclInput

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

  /// A text field's editing keys, Emacs-style chords beside the arrows; the first binding that
  /// matches wins (Alt-← moves by word before ← moves by a character). `.insert` stands for the
  /// character typed.
  static let keyMap: KeyMap<Command> = [
    KeyBinding(
      [.characters(.any, .excluding(.option))], .insert(""), "type",
      detail: "insert at the caret"),
    KeyBinding(
      [
        .key(.backspace, including: .option), .key(.backspace, including: .control),
        .any(.ctrl("w")),
      ], .deleteWordBackward, "delete word",
      detail: "delete the word before the caret"),
    KeyBinding(
      [.any(.backspace), .any(.ctrl("h"))], .backspace, "delete",
      detail: "delete the character before the caret"),
    KeyBinding(
      [.any(.delete), .any(.ctrl("d"))], .delete, "delete forward",
      detail: "delete the character after the caret"),
    KeyBinding(
      [
        .key(.left, including: .option), .key(.left, including: .control),
        .characters(.oneOf("b"), .including(.option)),
      ], .wordLeft, "word left",
      detail: "move the caret a word left"),
    KeyBinding(
      [
        .key(.right, including: .option), .key(.right, including: .control),
        .characters(.oneOf("f"), .including(.option)),
      ], .wordRight, "word right",
      detail: "move the caret a word right"),
    KeyBinding([.any(.left), .any(.ctrl("b"))], .left, "left", detail: "move the caret left"),
    KeyBinding([.any(.right), .any(.ctrl("f"))], .right, "right", detail: "move the caret right"),
    KeyBinding(
      [.any(.home), .any(.ctrl("a"))], .home, "start", detail: "move the caret to the start"),
    KeyBinding([.any(.end), .any(.ctrl("e"))], .end, "end", detail: "move the caret to the end"),
    KeyBinding(
      [.any(.ctrl("u"))], .deleteToStart, "delete to start", detail: "delete to the start"),
    KeyBinding([.any(.ctrl("k"))], .deleteToEnd, "delete to end", detail: "delete to the end"),
  ]

  /// The editing command a key means in a text field, or nil when the field does not use it.
  static func command(for event: KeyEvent) -> Command? {
    guard let command = keyMap.action(for: event) else { return nil }
    if case .insert = command, let character = event.character { return .insert(String(character)) }
    return command
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
