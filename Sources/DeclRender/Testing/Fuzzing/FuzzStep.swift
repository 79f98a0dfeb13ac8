import Decl
import DeclInput

/// One input the fuzzer gives an app, written as the `TestHost` call that repeats it, so a
/// shrunk failure pastes straight into a test.
public enum FuzzStep: Hashable, Sendable, CustomStringConvertible {
  /// A key, as `host.send(_:modifiers:)`.
  case key(Key, KeyModifiers)
  /// Text typed as one burst, as `host.type(_:)`.
  case text(String)
  /// A paste, as `host.paste(_:)` (which only a focused text field takes).
  case paste(String)
  /// A left click, as `host.click(x:y:)`.
  case click(x: Int, y: Int)
  /// The wheel over a cell, as `host.scroll(x:y:rows:)`.
  case wheel(x: Int, y: Int, rows: Int)
  /// A new screen size, as `host.resize(width:height:)`.
  case resize(width: Int, height: Int)
  /// A pause in the input: what waits for the keys to stop (a pressed button's moment, a
  /// slider's edit) happens, as in `host.settle()`.
  case idle

  public var description: String {
    switch self {
    case .key(let key, let modifiers):
      let options = Self.modifierNames(modifiers)
      return "host.send(\(Self.keyLiteral(key))\(options.isEmpty ? "" : ", modifiers: \(options)"))"
    case .text(let text):
      return "host.type(\(text.debugDescription))"
    case .paste(let text):
      return "host.paste(\(text.debugDescription))"
    case .click(let x, let y):
      return "host.click(x: \(x), y: \(y))"
    case .wheel(let x, let y, let rows):
      return "host.scroll(x: \(x), y: \(y), rows: \(rows))"
    case .resize(let width, let height):
      return "host.resize(width: \(width), height: \(height))"
    case .idle:
      return "await host.settle()"
    }
  }

  private static func keyLiteral(_ key: Key) -> String {
    switch key {
    case .char(let character): ".char(\(String(character).debugDescription))"
    case .ctrl(let character): ".ctrl(\(String(character).debugDescription))"
    case .function(let number): ".function(\(number))"
    default: ".\(key)"
    }
  }

  private static func modifierNames(_ modifiers: KeyModifiers) -> String {
    var names: [String] = []
    if modifiers.contains(.shift) { names.append(".shift") }
    if modifiers.contains(.option) { names.append(".option") }
    switch names.count {
    case 0: return ""
    case 1: return names[0]
    default: return "[" + names.joined(separator: ", ") + "]"
    }
  }
}
