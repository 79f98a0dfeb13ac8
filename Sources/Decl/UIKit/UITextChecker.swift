import Foundation

/// Spell checking: words are looked up in the system's word list (`/usr/share/dict/words`),
/// when there is one; without one every word is taken as spelled right.
public final class UITextChecker: Sendable {
  public init() {}

  /// The languages the checker knows.
  public static var availableLanguages: [String] { ["en"] }

  /// The range of the first misspelled word in `range` of `string` from `startingAt`, or a
  /// range whose location is `NSNotFound`.
  public func rangeOfMisspelledWord(
    in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool,
    language: String
  ) -> NSRange {
    let notFound = NSRange(location: NSNotFound, length: 0)
    guard let words = WordList.shared.words else { return notFound }
    let text = stringToCheck as NSString
    let start = max(range.location, startingOffset)
    let end = min(range.location + range.length, text.length)
    guard start < end else { return notFound }
    var location = start
    while location < end {
      while location < end, !Self.isLetter(text.character(at: location)) { location += 1 }
      var wordEnd = location
      while wordEnd < end, Self.isLetter(text.character(at: wordEnd)) { wordEnd += 1 }
      if wordEnd > location {
        let word = text.substring(with: NSRange(location: location, length: wordEnd - location))
        if !words.contains(word.lowercased()) {
          return NSRange(location: location, length: wordEnd - location)
        }
      }
      location = wordEnd
    }
    return notFound
  }

  /// Suggested spellings for a misspelled word: none.
  public func guesses(forWordRange range: NSRange, in string: String, language: String)
    -> [String]?
  {
    []
  }

  /// Completions of a partial word: none.
  public func completions(forPartialWordRange range: NSRange, in string: String, language: String)
    -> [String]?
  {
    []
  }

  private static func isLetter(_ unit: unichar) -> Bool {
    guard let scalar = Unicode.Scalar(unit) else { return false }
    return scalar.properties.isAlphabetic || scalar == "'"
  }

  /// The system's word list, read once.
  private final class WordList: Sendable {
    static let shared = WordList()
    let words: Set<String>?

    private init() {
      let path = "/usr/share/dict/words"
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        words = nil
        return
      }
      words = Set(text.split(whereSeparator: \.isNewline).map { $0.lowercased() })
    }
  }
}
