import Foundation

/// The inline Markdown SwiftUI reads in a `Text` string literal (a `LocalizedStringKey`):
/// `**bold**`, `*italic*` and `_italic_`, `***both***`, `~~strikethrough~~`, `` `code` ``,
/// `[links](https://example.com)` and `<https://example.com>`. Backslash escapes (`\*`) and
/// markers that open or close nothing stay literal text, as CommonMark says.
///
/// Interpolated values are never parsed: they are placed as they are, and take the styles of
/// the markers around them (`"**\(name)**"` is bold), as SwiftUI formats its arguments into an
/// already-parsed string.
package enum InlineMarkdown {
  /// A part of a literal: text to read as Markdown, or an interpolated value.
  package enum Piece: Equatable, Sendable {
    case literal(String)
    case argument([Text.Run])
  }

  /// The styled runs of the pieces.
  package static func runs(_ pieces: [Piece]) -> [Text.Run] {
    if !pieces.contains(where: \.mayHoldMarkup) {
      var runs: [Text.Run] = []
      for piece in pieces {
        switch piece {
        case .literal(let string): append(string, style: TextStyle(), to: &runs)
        case .argument(let argument): for run in argument { append(run, to: &runs) }
        }
      }
      return runs
    }
    var parser = Parser(pieces)
    parser.scan()
    return parser.output()
  }

  /// Adds a run, joining it to the last one when both look the same.
  static func append(_ run: Text.Run, to runs: inout [Text.Run]) {
    append(run.string, style: run.style, to: &runs)
  }

  private static func append(_ string: String, style: TextStyle, to runs: inout [Text.Run]) {
    guard !string.isEmpty else { return }
    if let last = runs.indices.last, runs[last].style == style {
      runs[last].string += string
    } else {
      runs.append(Text.Run(string: string, style: style))
    }
  }

  /// The styles Markdown gives a stretch of text.
  struct Styles: OptionSet {
    let rawValue: UInt8
    static let bold = Styles(rawValue: 1)
    static let italic = Styles(rawValue: 2)
    static let strikethrough = Styles(rawValue: 4)
    static let link = Styles(rawValue: 8)

    /// `base` with what these styles add, where `base` did not decide itself.
    func applied(to base: TextStyle) -> TextStyle {
      var style = base
      if contains(.bold), style.bold == nil { style.bold = true }
      if contains(.italic), style.italic == nil { style.italic = true }
      if contains(.strikethrough), style.strikethrough == nil { style.strikethrough = true }
      if contains(.link) {
        // Links look as they do in SwiftUI: the accent colour; underlined, since a terminal
        // cannot show a pointer over them.
        if style.foreground == nil { style.foreground = Color.accentColor._erased }
        if style.underline == nil { style.underline = true }
      }
      return style
    }
  }

  /// One character of a literal, or an interpolated value (by index).
  private enum Atom {
    case character(Character)
    case argument(Int)

    var character: Character? {
      if case .character(let character) = self { return character }
      return nil
    }
  }

  private struct Item {
    enum Kind {
      case text(String)
      case argument(Int)
      /// A run of `*`, `_` or `~`: `count` of its characters are not used as markers yet.
      case delimiter(Character, count: Int, length: Int, canOpen: Bool, canClose: Bool)
      /// A `[` that may open a link's text.
      case linkOpener
    }
    var kind: Kind
    var styles: Styles = []
    /// Where the link this item is part of goes.
    var link: URL?

    var count: Int {
      if case .delimiter(_, let count, _, _, _) = kind { return count }
      return 0
    }

    /// Uses `used` characters of a delimiter as markers.
    mutating func use(_ used: Int) {
      if case .delimiter(let marker, let count, let length, let canOpen, let canClose) = kind {
        kind = .delimiter(
          marker, count: count - used, length: length, canOpen: canOpen, canClose: canClose)
      }
    }
  }

  private struct Parser {
    let atoms: [Atom]
    let arguments: [[Text.Run]]
    var items: [Item] = []
    /// Indices of `[` items that may still open a link, innermost last.
    var brackets: [Int] = []

    init(_ pieces: [Piece]) {
      var atoms: [Atom] = []
      var arguments: [[Text.Run]] = []
      for piece in pieces {
        switch piece {
        case .literal(let string): atoms += string.map(Atom.character)
        case .argument(let runs):
          atoms.append(.argument(arguments.count))
          arguments.append(runs)
        }
      }
      self.atoms = atoms
      self.arguments = arguments
    }

    mutating func scan() {
      var index = 0
      while index < atoms.count {
        switch atoms[index] {
        case .argument(let argument):
          items.append(Item(kind: .argument(argument)))
          index += 1
        case .character(let character):
          switch character {
          case "\\": index = escape(at: index)
          case "`": index = codeSpan(at: index)
          case "*", "_", "~": index = delimiterRun(at: index)
          case "[":
            brackets.append(items.count)
            items.append(Item(kind: .linkOpener))
            index += 1
          case "]": index = closeBracket(at: index)
          case "<": index = autolink(at: index)
          default:
            // Plain text up to the next character that may be Markdown, in one piece.
            var end = index + 1
            while let next = self.character(at: end), !Self.markers.contains(next) { end += 1 }
            appendText(String(atoms[index..<end].compactMap(\.character)))
            index = end
          }
        }
      }
      processEmphasis(above: -1)
    }

    /// The characters that may start Markdown.
    private static let markers: Set<Character> = ["\\", "`", "*", "_", "~", "[", "]", "<"]

    private mutating func appendText(_ string: String, styles: Styles = [], link: URL? = nil) {
      if let last = items.indices.last, case .text(let text) = items[last].kind,
        items[last].styles == styles, items[last].link == link
      {
        items[last].kind = .text(text + string)
      } else {
        items.append(Item(kind: .text(string), styles: styles, link: link))
      }
    }

    private func character(at index: Int) -> Character? {
      index >= 0 && index < atoms.count ? atoms[index].character : nil
    }

    // MARK: Escapes and code spans

    private mutating func escape(at index: Int) -> Int {
      if let next = character(at: index + 1) {
        if next.isASCII, next.isPunctuation || next.isSymbol {
          appendText(String(next))
          return index + 2
        }
        if next == "\n" {  // a hard line break
          appendText("\n")
          return index + 2
        }
      }
      appendText("\\")
      return index + 1
    }

    private func runLength(of character: Character, at index: Int) -> Int {
      var end = index
      while self.character(at: end) == character { end += 1 }
      return end - index
    }

    /// A code span: its content is shown as it is. Without a closing run of the same
    /// length, the backticks are plain text.
    private mutating func codeSpan(at index: Int) -> Int {
      let length = runLength(of: "`", at: index)
      let contentStart = index + length
      var search = contentStart
      while search < atoms.count {
        guard character(at: search) == "`" else {
          search += 1
          continue
        }
        let closing = runLength(of: "`", at: search)
        if closing == length {
          appendCode(contentStart..<search)
          return search + closing
        }
        search += closing
      }
      appendText(String(repeating: "`", count: length))
      return contentStart
    }

    private mutating func appendCode(_ range: Range<Int>) {
      var content = Array(atoms[range]).map { atom -> Atom in
        atom.character == "\n" ? .character(" ") : atom
      }
      // One space is stripped from each side when both have one, so `` ` `` `` shows a backtick.
      if content.count >= 2, content.first?.character == " ", content.last?.character == " ",
        content.contains(where: { $0.character != " " })
      {
        content.removeFirst()
        content.removeLast()
      }
      for atom in content {
        switch atom {
        case .character(let character): appendText(String(character))
        case .argument(let argument): items.append(Item(kind: .argument(argument)))
        }
      }
    }

    // MARK: Emphasis and strikethrough

    /// What a neighbouring atom counts as for flanking: nothing is whitespace, an interpolated
    /// value is punctuation (SwiftUI sees its `%@` placeholder there).
    private enum Neighbour { case whitespace, punctuation, other }

    private func neighbour(at index: Int) -> Neighbour {
      guard index >= 0, index < atoms.count else { return .whitespace }
      guard let character = atoms[index].character else { return .punctuation }
      if character.isWhitespace { return .whitespace }
      if character.isPunctuation || character.isSymbol { return .punctuation }
      return .other
    }

    private mutating func delimiterRun(at index: Int) -> Int {
      let marker = atoms[index].character!
      let length = runLength(of: marker, at: index)
      let before = neighbour(at: index - 1)
      let after = neighbour(at: index + length)
      let leftFlanking =
        after != .whitespace && (after != .punctuation || before != .other)
      let rightFlanking =
        before != .whitespace && (before != .punctuation || after != .other)
      var canOpen = leftFlanking
      var canClose = rightFlanking
      if marker == "_" {
        // `snake_case` is not emphasis.
        canOpen = leftFlanking && (!rightFlanking || before == .punctuation)
        canClose = rightFlanking && (!leftFlanking || after == .punctuation)
      }
      if marker == "~", length > 2 {
        canOpen = false
        canClose = false
      }
      items.append(
        Item(
          kind: .delimiter(
            marker, count: length, length: length, canOpen: canOpen, canClose: canClose)))
      return index + length
    }

    /// CommonMark's "process emphasis": pairs closers with the nearest fitting opener after
    /// `bottom`, styles what lies between, and leaves unpaired markers as text.
    mutating func processEmphasis(above bottom: Int) {
      var openersBottom: [String: Int] = [:]
      var closer = bottom + 1
      while closer < items.count {
        guard
          case .delimiter(let marker, let closerCount, let closerLength, let closerOpens, true) =
            items[closer].kind, closerCount > 0
        else {
          closer += 1
          continue
        }
        let key = "\(marker)\(closerOpens)\(closerLength % 3)"
        let floor = max(bottom, openersBottom[key] ?? bottom)
        var opener = closer - 1
        var found: Int?
        while opener > floor {
          if case .delimiter(marker, let count, let length, true, let openerCloses) =
            items[opener].kind, count > 0,
            Self.canPair(
              marker, openerLength: length, openerCloses: openerCloses,
              closerLength: closerLength, closerOpens: closerOpens)
          {
            found = opener
            break
          }
          opener -= 1
        }
        guard let opener = found else {
          openersBottom[key] = closer - 1
          if !closerOpens { disable(closer) }
          closer += 1
          continue
        }
        let openerCount = items[opener].count
        let used = marker == "~" ? closerCount : (min(openerCount, closerCount) >= 2 ? 2 : 1)
        let style: Styles = marker == "~" ? .strikethrough : (used == 2 ? .bold : .italic)
        for between in (opener + 1)..<closer {
          items[between].styles.insert(style)
          disable(between)
        }
        items[opener].use(used)
        items[closer].use(used)
        if items[closer].count == 0 { closer += 1 }
      }
      for index in (bottom + 1)..<max(bottom + 1, items.count) { disable(index) }
    }

    private static func canPair(
      _ marker: Character, openerLength: Int, openerCloses: Bool, closerLength: Int,
      closerOpens: Bool
    ) -> Bool {
      if marker == "~" { return openerLength == closerLength }
      // The "rule of three": `*foo**bar*` is not `<em>foo</em><em>bar</em>`.
      if openerCloses || closerOpens, (openerLength + closerLength) % 3 == 0 {
        return openerLength % 3 == 0 && closerLength % 3 == 0
      }
      return true
    }

    /// Makes a delimiter plain text: it no longer opens or closes anything.
    private mutating func disable(_ index: Int) {
      if case .delimiter(let marker, let count, let length, _, _) = items[index].kind {
        items[index].kind = .delimiter(
          marker, count: count, length: length, canOpen: false, canClose: false)
      }
    }

    // MARK: Links

    private mutating func closeBracket(at index: Int) -> Int {
      guard let opener = brackets.popLast() else {
        appendText("]")
        return index + 1
      }
      guard let (end, destination) = inlineLinkEnd(after: index) else {
        appendText("]")
        return index + 1
      }
      processEmphasis(above: opener)
      items[opener].kind = .text("")
      let url = URL(string: destination)
      for between in (opener + 1)..<items.count {
        items[between].styles.insert(.link)
        items[between].link = url
      }
      // A link's text holds no other link: earlier brackets become plain text.
      brackets.removeAll()
      return end
    }

    /// Where an inline link's `(destination "title")` after `]` at `index` ends, and its
    /// destination (backslash escapes removed), if one is there. Interpolated values are not
    /// allowed in it. Like cmark, the parser limits the nesting of parentheses, and it limits
    /// the length, so that text with thousands of unclosed `](` takes linear time.
    private func inlineLinkEnd(after index: Int) -> (end: Int, destination: String)? {
      let limit = min(atoms.count, index + 2 + Self.longestLinkTail)
      func at(_ position: Int) -> Character? {
        position < limit ? atoms[position].character : nil
      }
      func skipSpaces(_ position: inout Int) {
        while let character = at(position), character.isWhitespace { position += 1 }
      }
      var position = index + 1
      guard at(position) == "(" else { return nil }
      position += 1
      skipSpaces(&position)
      let destinationStart: Int
      let destinationEnd: Int
      if at(position) == "<" {
        position += 1
        destinationStart = position
        while let character = at(position), character != ">" {
          if character == "\n" || character == "<" { return nil }
          position += character == "\\" ? 2 : 1
        }
        guard at(position) == ">" else { return nil }
        destinationEnd = position
        position += 1
      } else {
        destinationStart = position
        var depth = 0
        while let character = at(position), !character.isWhitespace {
          if character == "(" {
            depth += 1
            if depth > 32 { return nil }
          }
          if character == ")" {
            if depth == 0 { break }
            depth -= 1
          }
          position += character == "\\" ? 2 : 1
        }
        guard depth == 0 else { return nil }
        destinationEnd = position
      }
      let afterDestination = position
      skipSpaces(&position)
      if position > afterDestination, let quote = at(position),
        let closing = Self.titleClosings[quote]
      {
        position += 1
        while let character = at(position), character != closing {
          position += character == "\\" ? 2 : 1
        }
        guard at(position) == closing else { return nil }
        position += 1
        skipSpaces(&position)
      }
      guard at(position) == ")" else { return nil }
      var destination = ""
      var escaped = false
      for atom in atoms[destinationStart..<min(destinationEnd, atoms.count)] {
        guard let character = atom.character else { continue }
        if character == "\\" && !escaped {
          escaped = true
          continue
        }
        escaped = false
        destination.append(character)
      }
      return (position + 1, destination)
    }

    /// The longest `(destination "title")` read as a link.
    private static let longestLinkTail = 2048

    private static let titleClosings: [Character: Character] = ["\"": "\"", "'": "'", "(": ")"]

    /// `<https://example.com>` or `<someone@example.com>`: a link showing its address.
    private mutating func autolink(at index: Int) -> Int {
      var end = index + 1
      var address = ""
      while let character = character(at: end), character != ">" {
        if character.isWhitespace || character == "<" { break }
        address.append(character)
        end += 1
      }
      guard character(at: end) == ">", Self.isAutolink(address) else {
        appendText("<")
        return index + 1
      }
      let target = address.contains("@") && !address.contains(":") ? "mailto:" + address : address
      appendText(address, styles: .link, link: URL(string: target))
      return end + 1
    }

    private static func isAutolink(_ address: String) -> Bool {
      if let colon = address.firstIndex(of: ":") {
        let scheme = address[..<colon]
        guard (2...32).contains(scheme.count), let first = scheme.first, first.isASCII,
          first.isLetter
        else { return false }
        return scheme.allSatisfy {
          $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0))
        }
      }
      let parts = address.split(separator: "@", omittingEmptySubsequences: false)
      return parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".")
        && !parts[1].hasPrefix(".") && !parts[1].hasSuffix(".")
    }

    // MARK: Output

    func output() -> [Text.Run] {
      var runs: [Text.Run] = []
      for item in items {
        switch item.kind {
        case .text(let string):
          var style = item.styles.applied(to: TextStyle())
          if style.link == nil { style.link = item.link }
          InlineMarkdown.append(string, style: style, to: &runs)
        case .delimiter(let marker, let count, _, _, _):
          InlineMarkdown.append(
            String(repeating: marker, count: count), style: item.styles.applied(to: TextStyle()),
            to: &runs)
        case .linkOpener:
          InlineMarkdown.append("[", style: item.styles.applied(to: TextStyle()), to: &runs)
        case .argument(let argument):
          for run in arguments[argument] {
            var style = item.styles.applied(to: run.style)
            if style.link == nil { style.link = item.link }
            InlineMarkdown.append(run.string, style: style, to: &runs)
          }
        }
      }
      return runs
    }
  }
}

extension InlineMarkdown.Piece {
  /// Whether the piece holds a character that may start Markdown (`Parser.markers` but `]`,
  /// which alone starts nothing); most literals do not, and skip the parser.
  fileprivate var mayHoldMarkup: Bool {
    guard case .literal(let string) = self else { return false }
    return string.utf8.contains { byte in
      switch byte {
      case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "`"),
        UInt8(ascii: "["), UInt8(ascii: "\\"), UInt8(ascii: "<"):
        return true
      default:
        return false
      }
    }
  }
}
