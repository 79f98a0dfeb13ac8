/// The Swift names Xcode's asset symbol generator gives asset catalog entries.
///
/// Words are split at every character that is not a letter or digit; the first word is
/// lower-cased up to its last leading capital ("DSAction" → "dsAction", "URL" → "url"), later
/// words are capitalised; a trailing "Color" or "Image" is dropped ("AccentColor" → "accent");
/// a name starting with a digit gets a leading underscore ("10_back_arm" → "_10BackArm"); a
/// Swift keyword is written in backquotes.
enum AssetSymbolName {
  /// The property name for asset `name` (its last path component), or nil when it has no
  /// letters or digits.
  static func property(for name: String) -> String? {
    let words = split(name)
    guard let first = words.first else { return nil }
    var symbol = lowerLeading(first) + words.dropFirst().map(capitalised).joined()
    for suffix in ["Color", "Image"] where symbol.hasSuffix(suffix) && symbol.count > suffix.count {
      symbol.removeLast(suffix.count)
      break
    }
    return escaped(symbol)
  }

  /// The type name for a namespace folder `name` ("app icons" → "AppIcons").
  static func type(for name: String) -> String? {
    let words = split(name)
    guard !words.isEmpty else { return nil }
    return escaped(words.map(capitalised).joined())
  }

  private static func split(_ name: String) -> [Substring] {
    name.split { !($0.isLetter || $0.isNumber) }
  }

  private static func lowerLeading(_ word: Substring) -> String {
    let capitals = word.prefix { $0.isUppercase }.count
    if capitals == 0 { return String(word) }
    let letters = word.filter(\.isLetter)
    if capitals == word.count || letters.allSatisfy(\.isUppercase) { return word.lowercased() }
    let lowered = capitals == 1 ? 1 : capitals - 1
    return word.prefix(lowered).lowercased() + word.dropFirst(lowered)
  }

  private static func capitalised(_ word: Substring) -> String {
    word.prefix(1).uppercased() + word.dropFirst()
  }

  private static func escaped(_ symbol: String) -> String {
    if symbol.first?.isNumber == true { return "_" + symbol }
    return keywords.contains(symbol) ? "`\(symbol)`" : symbol
  }

  private static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "false",
    "is", "nil", "self", "super", "throws", "true", "try", "Any", "Self", "Type", "Protocol",
  ]
}
