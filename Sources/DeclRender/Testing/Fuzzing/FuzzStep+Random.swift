import Decl
import DeclInput

extension FuzzStep {
  /// Keys a person presses in apps: focus, arrows, paging, editing, and a few chords. Ctrl-C
  /// and Ctrl-Z are left out: a terminal app quits or stops on them before any view sees them.
  static let keys: [Key] = [
    .tab, .tab, .backTab, .enter, .enter, .escape, .char(" "), .backspace, .delete,
    .up, .down, .left, .right, .up, .down, .left, .right, .home, .end, .pageUp, .pageDown,
    .ctrl("a"), .ctrl("e"), .ctrl("k"), .ctrl("u"), .ctrl("w"), .char("q"), .char("+"),
    .char("-"), .function(1),
  ]

  /// Text to type or paste: words, digits, accents, wide characters, emoji, and a newline.
  static let texts: [String] = [
    "a", "b9", "hello", "42", "-7", "x y", "é", "漢字", "👍🏽", "0.5", "name@example.com",
    "line one\nline two", "  ", "Ω", "🇯🇵",
  ]

  /// A random step for `host` as it is now.
  @MainActor
  static func random(_ random: inout FuzzRandom, host: TestHost) -> FuzzStep {
    let size = host.canvas.size
    let x = random.below(max(1, size.width))
    let y = random.below(max(1, size.height))
    switch random.below(100) {
    case 0..<45:
      let modifiers: KeyModifiers =
        switch random.below(10) {
        case 0: .shift
        case 1: .option
        default: []
        }
      return .key(random.pick(keys), modifiers)
    case 45..<60:
      return .text(random.pick(texts))
    case 60..<64:
      return host.textFieldHasFocus ? .paste(random.pick(texts)) : .text(random.pick(texts))
    case 64..<84:
      return .click(x: x, y: y)
    case 84..<88:
      return .idle
    case 88..<94:
      return .wheel(x: x, y: y, rows: random.pick([-3, -1, 1, 3]))
    default:
      // Mostly ordinary sizes, now and then a tiny one.
      if random.below(5) == 0 {
        return .resize(width: random.below(12), height: random.below(6))
      }
      return .resize(width: 20 + random.below(100), height: 5 + random.below(40))
    }
  }
}
