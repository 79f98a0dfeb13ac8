import Foundation

/// The package's Swift sources read as text, for tests that check the shape of the code (which
/// views have behaviours, which folders use which): a rough scan of declarations, enough for
/// names, with comments left out.
struct SourceScan {
  /// One Swift file: its path under `Sources/` and its lines with comments removed.
  struct File {
    var path: String
    var lines: [String]

    /// The folder under its target (`Graph`, `Nodes/Controls`): the file's path without the
    /// target and the file name.
    var folder: String {
      path.split(separator: "/").dropFirst(2).dropLast().joined(separator: "/")
    }
  }

  /// The package's root folder.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  var files: [File] = []

  /// The Swift files under `Sources/<target>`.
  init(target: String) {
    let base = Self.root.appendingPathComponent("Sources/\(target)")
    guard let walker = FileManager.default.enumerator(atPath: base.path) else { return }
    for case let relative as String in walker where relative.hasSuffix(".swift") {
      let url = base.appendingPathComponent(relative)
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
      files.append(
        File(
          path: "Sources/\(target)/\(relative)",
          lines: text.split(separator: "\n", omittingEmptySubsequences: false).map {
            Self.withoutComment(String($0))
          }))
    }
    files.sort { $0.path < $1.path }
  }

  /// A line without its `//` comment (a `//` inside a string literal ends the line too early,
  /// which only loses names, never invents them).
  static func withoutComment(_ line: String) -> String {
    guard let range = line.range(of: "//") else { return line }
    return String(line[..<range.lowerBound])
  }

  /// The identifiers in a line: words that start with a letter or `_`.
  static func identifiers(in line: String) -> [Substring] {
    line.split { !($0.isLetter || $0.isNumber || $0 == "_") }.filter {
      $0.first.map { $0.isLetter || $0 == "_" } ?? false
    }
  }

  /// For each struct, enum, class, actor, protocol or extension at any depth: its name, kind,
  /// the line that opens it, and its own lines (those of nested declarations left out).
  func declarations() -> [(name: String, kind: String, header: String, body: [String], file: File)]
  {
    var found: [(name: String, kind: String, header: String, body: [String], file: File)] = []
    let kinds: Set<Substring> = ["struct", "enum", "class", "actor", "protocol", "extension"]
    for file in files {
      var open: [(index: Int, depth: Int)] = []
      var depth = 0
      for line in file.lines {
        let words = Self.identifiers(in: line)
        if line.contains("{"), let kindIndex = words.firstIndex(where: { kinds.contains($0) }),
          kindIndex + 1 < words.count,
          words[..<kindIndex].allSatisfy({ Self.modifiers.contains($0) })
        {
          // The name as written, dotted for a nested type (`extension A.B`): its last part.
          let afterName = line[words[kindIndex + 1].startIndex...].prefix {
            $0.isLetter || $0.isNumber || $0 == "_" || $0 == "."
          }
          let name = afterName.split(separator: ".").last.map(String.init) ?? ""
          found.append((name, String(words[kindIndex]), line, [], file))
          open.append((found.count - 1, depth))
        } else {
          if let last = open.last { found[last.index].body.append(line) }
        }
        for character in line {
          if character == "{" {
            depth += 1
          } else if character == "}" {
            depth -= 1
            while let last = open.last, last.depth >= depth { open.removeLast() }
          }
        }
      }
    }
    return found
  }

  /// Words that may come before `struct` and its kin in a declaration.
  static let modifiers: Set<Substring> = [
    "public", "package", "internal", "private", "fileprivate", "final", "indirect", "MainActor",
    "frozen", "usableFromInline", "dynamicMemberLookup", "propertyWrapper", "resultBuilder",
    "preconcurrency", "unchecked", "Sendable", "objc", "available", "macOS", "iOS", "open",
  ]
}
