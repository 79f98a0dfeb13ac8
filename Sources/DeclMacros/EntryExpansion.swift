/// Expands `@Entry`, SwiftUI's shorthand for a custom environment, transaction or focused value:
///
/// ```swift
/// extension EnvironmentValues {
///   @Entry var accent: Color = .orange
/// }
/// ```
/// gets a peer key, `private struct __Key_accent: EnvironmentKey` whose default is the
/// initializer, and accessors that read and write the values through it, as SwiftUI's own
/// expansion does. In `FocusedValues` the key is a `FocusedValueKey` of the wrapped type.
enum EntryExpansion {
  /// The parts of the declaration `@Entry` is attached to.
  struct Entry {
    var name: String
    var type: String?
    var initializer: String?
  }

  /// Why a declaration cannot be an entry.
  struct Failure: Error {
    var message: String
  }

  /// The kind of values the entry is in, from the declarations around it.
  enum Context {
    case environment, transaction, focused

    /// The context named by the innermost `extension` around the entry (the compiler lists
    /// the declarations around a use innermost first); `EnvironmentValues` when there is none.
    init(lexicalContext: [String]) {
      for source in lexicalContext {
        guard let type = Self.extendedType(in: source) else { continue }
        switch type {
        case "FocusedValues": self = .focused
        case "Transaction": self = .transaction
        default: self = .environment
        }
        return
      }
      self = .environment
    }

    /// `T` of `extension T` (the last part of `SwiftUI.T`), skipping comments and attributes.
    static func extendedType(in source: String) -> String? {
      let scanner = SourceScanner(source)
      var i = scanner.skipTrivia(from: 0)
      while i < scanner.bytes.count, !scanner.hasWord("extension", at: i) {
        guard let end = scanner.elementEnd(at: i) else { return nil }
        i = scanner.skipTrivia(from: end)
      }
      guard i < scanner.bytes.count else { return nil }
      i = scanner.skipTrivia(from: i + "extension".utf8.count)
      var name = ""
      while i < scanner.bytes.count,
        SourceScanner.isIdentifier(scanner.bytes[i]) || scanner.bytes[i] == UInt8(ascii: ".")
      {
        name.append(Character(Unicode.Scalar(scanner.bytes[i])))
        i += 1
      }
      return name.split(separator: ".").last.map(String.init)
    }

    var keyProtocol: String {
      switch self {
      case .environment: "EnvironmentKey"
      case .transaction: "TransactionKey"
      case .focused: "FocusedValueKey"
      }
    }
  }

  /// The expansion for `role` ("peer" or "accessor") of `declaration`.
  static func expand(_ declaration: String, role: String, context: Context) -> Result<
    String, Failure
  > {
    let entry: Entry
    switch parse(declaration) {
    case .success(let parsed): entry = parsed
    case .failure(let failure): return .failure(failure)
    }
    let key = "__Key_\(entry.name)"
    if role == "accessor" {
      return .success("get {\n  self[\(key).self]\n}\nset {\n  self[\(key).self] = newValue\n}")
    }
    if context == .focused {
      guard let type = entry.type, let wrapped = wrappedType(of: type) else {
        return .failure(Failure(message: "a focused value @Entry needs an optional type, as `T?`"))
      }
      return .success("private struct \(key): FocusedValueKey {\n  typealias Value = \(wrapped)\n}")
    }
    let defaultValue: String
    switch (entry.type, entry.initializer) {
    case (let type?, let value?):
      defaultValue = "typealias Value = \(type)\n  static var defaultValue: Value { \(value) }"
    case (let type?, nil) where wrappedType(of: type) != nil:
      defaultValue = "typealias Value = \(type)\n  static var defaultValue: Value { nil }"
    case (nil, let value?):
      defaultValue = "static let defaultValue = \(value)"
    default:
      return .failure(Failure(message: "an @Entry needs a default value (or an optional type)"))
    }
    return .success("private struct \(key): \(context.keyProtocol) {\n  \(defaultValue)\n}")
  }

  /// The name, type and initializer of `var name: Type = value` (with any attributes and
  /// modifiers before `var`).
  static func parse(_ declaration: String) -> Result<Entry, Failure> {
    let scanner = SourceScanner(declaration)
    let bytes = scanner.bytes
    var i = scanner.skipTrivia(from: 0)
    // Attributes (`@Entry`, `@MainActor`, with arguments) and modifiers, up to `var`.
    while i < bytes.count, !scanner.hasWord("var", at: i) {
      guard let end = scanner.elementEnd(at: i) else { break }
      i = scanner.skipTrivia(from: end)
    }
    guard i < bytes.count else {
      return .failure(Failure(message: "@Entry goes on a `var` with a default value"))
    }
    i = scanner.skipTrivia(from: i + 3)
    let nameStart = i
    if i < bytes.count, bytes[i] == UInt8(ascii: "`") {
      i += 1
      while i < bytes.count, bytes[i] != UInt8(ascii: "`") { i += 1 }
      i = min(i + 1, bytes.count)
    }
    while i < bytes.count, SourceScanner.isIdentifier(bytes[i]) { i += 1 }
    guard i > nameStart else { return .failure(Failure(message: "@Entry needs a property name")) }
    var name = scanner.text(nameStart..<i)
    if name.hasPrefix("`") { name = String(name.dropFirst().dropLast()) }
    i = scanner.skipTrivia(from: i)
    var type: String?
    var initializer: String?
    if i < bytes.count, bytes[i] == UInt8(ascii: ":") {
      let typeStart = i + 1
      var j = typeStart
      // The type runs to a top-level `=` or the end (brackets and strings skipped whole).
      while j < bytes.count, bytes[j] != UInt8(ascii: "=") {
        guard let end = scanner.elementEnd(at: j) else { break }
        j = end
      }
      type = trimmed(scanner.text(typeStart..<j))
      i = j
    }
    if i < bytes.count, bytes[i] == UInt8(ascii: "=") {
      initializer = trimmed(scanner.text(i + 1..<bytes.count))
    }
    return .success(Entry(name: name, type: type, initializer: initializer))
  }

  /// `T` of a type written `T?` or `Optional<T>`; nil for any other type.
  static func wrappedType(of type: String) -> String? {
    if type.hasSuffix("?") { return String(type.dropLast()) }
    if type.hasPrefix("Optional<"), type.hasSuffix(">") {
      return String(type.dropFirst("Optional<".count).dropLast())
    }
    return nil
  }

  private static func trimmed(_ text: String) -> String {
    var text = Substring(text)
    while let first = text.first, first.isWhitespace { text = text.dropFirst() }
    while let last = text.last, last.isWhitespace { text = text.dropLast() }
    return String(text)
  }
}
