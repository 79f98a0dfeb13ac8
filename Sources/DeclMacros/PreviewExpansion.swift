/// Expands `#Preview` into a uniquely named type that Decl's preview registry finds at run time.
///
/// ```swift
/// #Preview("Counter", traits: .sizeThatFitsLayout) {
///   @Previewable @State var count = 1
///   CounterView(count: $count)
/// }
/// ```
/// becomes an enum conforming to `__PreviewRegistration`, holding the name, the traits, where
/// the preview is written, and a `Content` view whose `@State` properties are the
/// `@Previewable` declarations and whose body is the rest of the closure.
enum PreviewExpansion {
  /// Where the macro is used: the compiler's unique discriminator and the source position.
  struct Site {
    var discriminator: String
    var fileID: String
    var line: Int
  }

  /// Why a use cannot be expanded, and the UTF-8 offset in the use it is about.
  struct Failure: Error {
    var message: String
    var offset: Int
  }

  /// The parts of one `#Preview` use.
  private struct Use {
    var name: String?
    var traits: [String] = []
    var hoisted: [String] = []
    var body: String
  }

  /// The declarations `source` (the whole `#Preview …` text) expands to.
  static func expand(_ source: String, macroName: String, site: Site) -> Result<String, Failure> {
    let scanner = SourceScanner(source)
    switch parse(scanner, macroName: macroName) {
    case .success(let use):
      // The source starts with the use's leading trivia; its line is where `#` is.
      let hash = scanner.bytes.firstIndex(of: UInt8(ascii: "#")) ?? 0
      var site = site
      site.line += scanner.bytes[..<hash].filter { $0 == 0x0A }.count
      return .success(declarations(for: use, site: site))
    case .failure(let failure): return .failure(failure)
    }
  }

  private static func parse(_ scanner: SourceScanner, macroName: String) -> Result<Use, Failure> {
    let bytes = scanner.bytes
    var i = scanner.skipTrivia(from: 0)
    // Attributes written before the macro (`@MainActor #Preview { … }`) stay out of the way.
    while i < bytes.count, bytes[i] == UInt8(ascii: "@") {
      var end = i + 1
      while end < bytes.count, SourceScanner.isIdentifier(bytes[end]) { end += 1 }
      i = scanner.skipTrivia(from: end)
    }
    guard i < bytes.count, bytes[i] == UInt8(ascii: "#"), scanner.hasWord(macroName, at: i + 1)
    else {
      return .failure(Failure(message: "expected '#\(macroName)'", offset: i))
    }
    i = scanner.skipTrivia(from: i + 1 + macroName.utf8.count)
    var name: String?
    var traits: [String] = []
    var closure: Range<Int>?
    if i < bytes.count, bytes[i] == UInt8(ascii: "(") {
      guard let close = scanner.closingBracket(of: i),
        let arguments = scanner.splitAtCommas(i + 1..<close)
      else {
        return .failure(Failure(message: "#\(macroName)'s argument list is not closed", offset: i))
      }
      var inTraits = false
      for (index, argument) in arguments.enumerated() {
        let range = scanner.trimmed(argument)
        if range.isEmpty {
          if arguments.count == 1 { break }
          return .failure(
            Failure(message: "empty argument to #\(macroName)", offset: range.lowerBound))
        }
        let (label, value) = labelled(scanner, range)
        switch label {
        case nil where index == 0:
          name = scanner.text(value)
        case "traits":
          inTraits = true
          traits.append(scanner.text(value))
        case nil where inTraits:
          traits.append(scanner.text(value))
        case "body":
          guard bytes[value.lowerBound] == UInt8(ascii: "{"), value.count >= 2 else {
            return .failure(
              Failure(message: "#\(macroName)'s body must be a closure", offset: value.lowerBound))
          }
          closure = value
        default:
          return .failure(
            Failure(
              message:
                "#\(macroName) takes a name, traits: and a closure; unexpected argument '\(scanner.text(range))'",
              offset: range.lowerBound))
        }
      }
      i = scanner.skipTrivia(from: close + 1)
    }
    if i < bytes.count, bytes[i] == UInt8(ascii: "{") {
      guard closure == nil else {
        return .failure(Failure(message: "#\(macroName) has two bodies", offset: i))
      }
      guard let close = scanner.closingBracket(of: i) else {
        return .failure(Failure(message: "#\(macroName)'s closure is not closed", offset: i))
      }
      closure = i..<close + 1
      i = scanner.skipTrivia(from: close + 1)
    }
    guard let closure else {
      return .failure(
        Failure(
          message: "#\(macroName) needs a closure that returns the view to preview", offset: i))
    }
    if i < bytes.count {
      return .failure(Failure(message: "unexpected text after #\(macroName)'s closure", offset: i))
    }
    let (hoisted, body) = hoistPreviewables(
      scanner, closure.lowerBound + 1..<closure.upperBound - 1)
    return .success(Use(name: name, traits: traits, hoisted: hoisted, body: body))
  }

  /// The label of an argument (`traits: .x` → "traits") and the range of its value.
  private static func labelled(_ scanner: SourceScanner, _ range: Range<Int>) -> (
    String?, Range<Int>
  ) {
    let bytes = scanner.bytes
    var end = range.lowerBound
    while end < range.upperBound, SourceScanner.isIdentifier(bytes[end]) { end += 1 }
    guard end > range.lowerBound else { return (nil, range) }
    let colon = scanner.skipTrivia(from: end)
    guard colon < range.upperBound, bytes[colon] == UInt8(ascii: ":"),
      colon + 1 >= range.upperBound || bytes[colon + 1] != UInt8(ascii: ":")
    else { return (nil, range) }
    let value = scanner.trimmed(colon + 1..<range.upperBound)
    return (scanner.text(range.lowerBound..<end), value)
  }

  /// The `@Previewable` declarations at the top level of the closure body `range` (without the
  /// attribute), and the body without them.
  private static func hoistPreviewables(_ scanner: SourceScanner, _ range: Range<Int>) -> (
    [String], String
  ) {
    let bytes = scanner.bytes
    var hoisted: [String] = []
    var body = ""
    var copied = range.lowerBound
    var i = range.lowerBound
    while i < range.upperBound {
      if bytes[i] == UInt8(ascii: "@"), scanner.hasWord("Previewable", at: i + 1),
        i == range.lowerBound || !SourceScanner.isIdentifier(bytes[i - 1])
      {
        let start = i + 1 + "Previewable".utf8.count
        let end = statementEnd(scanner, from: start, limit: range.upperBound)
        body += scanner.text(copied..<i)
        hoisted.append(scanner.text(scanner.trimmed(start..<end)))
        copied = end
        i = end
        continue
      }
      i = min(scanner.elementEnd(at: i) ?? range.upperBound, range.upperBound)
    }
    body += scanner.text(copied..<range.upperBound)
    return (hoisted, body)
  }

  /// Where the declaration starting at `start` ends: a `;` or a line break that the next line
  /// does not continue (a line ending in `=` or `,`, or a next line starting with `.` or an
  /// operator, continues it).
  private static func statementEnd(_ scanner: SourceScanner, from start: Int, limit: Int) -> Int {
    let bytes = scanner.bytes
    let continuing = Set("=.,+-*/%&|^<>?:(".utf8)
    var i = start
    var last: UInt8 = 0
    while i < limit {
      let byte = bytes[i]
      if byte == UInt8(ascii: ";") { return i + 1 }
      if byte == 0x0A {
        let next = scanner.skipTrivia(from: i)
        if next < limit, last != 0, !continuing.contains(last), !continuing.contains(bytes[next]) {
          return i
        }
        if next >= limit { return limit }
        i = next
        continue
      }
      let end = min(scanner.elementEnd(at: i) ?? limit, limit)
      if !SourceScanner.isWhitespace(byte) { last = bytes[end - 1] }
      i = end
    }
    return limit
  }

  private static func declarations(for use: Use, site: Site) -> String {
    let base = "__DeclPreview"
    let typeName = "\(site.discriminator)\(base.utf8.count)\(base)fMu_"
    let properties = use.hoisted.map { "    \($0)\n" }.joined()
    return """
      @MainActor
      enum \(typeName): Decl.__PreviewRegistration {
        static let previewName: String? = \(use.name ?? "nil")
        static let previewFileID = \(literal(site.fileID))
        static let previewLine = \(site.line)
        static var previewTraits: [Decl.PreviewTrait<Decl.Preview.ViewTraits>] { [\(use.traits.joined(separator: ", "))] }
        struct Content: Decl.View {
      \(properties)    var body: some Decl.View {
            Decl._previewContent {
      \(use.body)
            }
          }
        }
        static func makePreview() -> any Decl.View { Content() }
      }
      """
  }

  /// `text` as a Swift string literal.
  private static func literal(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
