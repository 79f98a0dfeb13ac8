import DeclCanvas
import Foundation

/// When snapshot references are written, following swift-snapshot-testing's convention.
public enum SnapshotRecordMode: String, Sendable {
  /// Write every reference, then fail so the change is looked at.
  case all
  /// Write references that do not exist yet (the default).
  case missing
  /// Rewrite references that do not match.
  case failed
  /// Never write; a missing or different reference fails (always so under `CI`).
  case never

  /// `SNAPSHOT_TESTING_RECORD`, or `missing`; `never` whenever `CI` is set.
  public static func current(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> Self
  {
    if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" {
      return .never
    }
    return environment["SNAPSHOT_TESTING_RECORD"].flatMap(Self.init(rawValue:)) ?? .missing
  }
}

/// A screen as stored in `Snapshots/<Suite>/<name>.txt` and its styled companion
/// `<name>.style.txt`, which maps every cell to a style letter and lists what each letter is.
public struct SnapshotFiles: Equatable, Sendable {
  public var text: String
  public var style: String

  public init(text: String, style: String) {
    self.text = text
    self.style = style
  }

  /// The two files of a canvas.
  public init(canvas: CellCanvas) {
    text = canvas.plainText + "\n"
    style = StyleMap(canvas: canvas).description
  }
}

/// Compares screens with committed references and reports differences readably.
public struct SnapshotVerifier: Sendable {
  public var directory: URL
  public var mode: SnapshotRecordMode
  /// Where a mismatch is drawn as HTML (see `SnapshotReport`).
  public var report: SnapshotReport

  /// References under `Snapshots/<suite>` of the package containing `filePath`; mismatches go
  /// to the package's `.build/snapshot-report/index.html` (or `SNAPSHOT_REPORT_DIR`).
  public init(suite: String, filePath: String, mode: SnapshotRecordMode = .current()) {
    var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while folder.path != "/",
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
    {
      folder.deleteLastPathComponent()
    }
    self.directory = folder.appendingPathComponent("Snapshots").appendingPathComponent(suite)
    self.mode = mode
    self.report = SnapshotReport(packageRoot: folder)
  }

  /// Checks `actual` against the reference named `name`; returns a failure message or nil.
  public func verify(_ actual: SnapshotFiles, named name: String) -> String? {
    let textURL = directory.appendingPathComponent("\(name).txt")
    let styleURL = directory.appendingPathComponent("\(name).style.txt")
    let reference = (try? String(contentsOf: textURL, encoding: .utf8)).flatMap { text in
      (try? String(contentsOf: styleURL, encoding: .utf8)).map {
        SnapshotFiles(text: text, style: $0)
      }
    }
    guard let reference else {
      if mode == .never {
        return "No reference for \"\(name)\" at \(textURL.path) (recording is off)."
      }
      write(actual, text: textURL, style: styleURL)
      return "Recorded a new reference for \"\(name)\" at \(textURL.path); check it, then re-run."
    }
    if mode == .all {
      write(actual, text: textURL, style: styleURL)
      return
        "Recorded \"\(name)\" again (SNAPSHOT_TESTING_RECORD=all); check the diff, then re-run."
    }
    guard reference != actual else { return nil }
    let actualText = directory.appendingPathComponent("\(name).actual.txt")
    let actualStyle = directory.appendingPathComponent("\(name).actual.style.txt")
    var message = "Snapshot \"\(name)\" differs from \(textURL.path).\n"
    if reference.text != actual.text {
      message +=
        "Screen (− reference, + actual):\n" + LineDiff(reference.text, actual.text).description
    }
    if reference.style != actual.style {
      message +=
        "Styles (− reference, + actual):\n" + LineDiff(reference.style, actual.style).description
    }
    let page = report.add(
      suite: directory.lastPathComponent, name: name, reference: reference, actual: actual,
      referencePath: textURL.path)
    message += "Side by side in colour: \(page.path)\n"
    if mode == .failed {
      write(actual, text: textURL, style: styleURL)
      message += "Recorded the actual output as the new reference (SNAPSHOT_TESTING_RECORD=failed)."
    } else {
      write(actual, text: actualText, style: actualStyle)
      message += "Actual output written to \(actualText.path) for review."
    }
    return message
  }

  private func write(_ files: SnapshotFiles, text: URL, style: URL) {
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try? files.text.write(to: text, atomically: true, encoding: .utf8)
    try? files.style.write(to: style, atomically: true, encoding: .utf8)
  }
}

/// A line diff of two texts, with trailing spaces and escape characters made visible.
struct LineDiff: CustomStringConvertible {
  let old: [Substring]
  let new: [Substring]

  init(_ old: String, _ new: String) {
    self.old = old.split(separator: "\n", omittingEmptySubsequences: false)
    self.new = new.split(separator: "\n", omittingEmptySubsequences: false)
  }

  var description: String {
    // Longest common subsequence on lines; screens are small, so the table is cheap.
    let n = old.count
    let m = new.count
    var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        table[i][j] =
          old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var lines: [String] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, old[i] == new[j] {
        lines.append("  " + Self.visible(old[i]))
        i += 1
        j += 1
      } else if j < m, i == n || table[i][j + 1] >= table[i + 1][j] {
        lines.append("+ " + Self.visible(new[j]))
        j += 1
      } else {
        lines.append("− " + Self.visible(old[i]))
        i += 1
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Shows escapes as `\e`, other controls as `^X`, and trailing spaces as `·`.
  static func visible(_ line: Substring) -> String {
    var text = ""
    for scalar in line.unicodeScalars {
      switch scalar.value {
      case 0x1B: text += "\\e"
      case 0..<0x20, 0x7F: text += "^" + String(UnicodeScalar(UInt8((scalar.value + 0x40) & 0x7F)))
      default: text.unicodeScalars.append(scalar)
      }
    }
    let trimmed = text.reversed().drop { $0 == " " }.count
    return String(text.prefix(trimmed)) + String(repeating: "·", count: text.count - trimmed)
  }
}

/// A readable map of a canvas's styles: one letter per cell ("." for the plain style), then a
/// legend saying what each letter means.
struct StyleMap: CustomStringConvertible {
  let canvas: CellCanvas

  var description: String {
    var letters: [CellStyle: Character] = [.plain: "."]
    var legend: [(Character, CellStyle)] = []
    let alphabet = Self.symbols
    var rows: [String] = []
    for y in 0..<canvas.height {
      var row = ""
      for x in 0..<canvas.width {
        let style = canvas[x: x, y: y].style
        if let letter = letters[style] {
          row.append(letter)
        } else {
          let letter = legend.count < alphabet.count ? alphabet[legend.count] : "?"
          letters[style] = letter
          legend.append((letter, style))
          row.append(letter)
        }
      }
      rows.append(String(row.reversed().drop { $0 == "." }.reversed()))
    }
    var text = rows.joined(separator: "\n") + "\n"
    if !legend.isEmpty { text += "--\n" }
    for (letter, style) in legend { text += "\(letter) \(Self.describe(style))\n" }
    return text
  }

  /// One distinct, one-column symbol per style: ASCII letters and digits first, then Latin,
  /// Greek and Cyrillic letters — over 200 before a style would have to share `?`.
  static let symbols: [Character] = {
    var symbols = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
    for range in [0xC0...0xFF, 0x391...0x3A9, 0x3B1...0x3C9, 0x410...0x44F] {
      for value in range where value != 0xD7 && value != 0xF7 && value != 0x3A2 {
        symbols.append(Character(UnicodeScalar(value)!))
      }
    }
    return symbols
  }()

  static func describe(_ style: CellStyle) -> String {
    var parts: [String] = []
    if style.foreground != .default { parts.append("fg " + describe(style.foreground)) }
    if style.background != .default { parts.append("bg " + describe(style.background)) }
    let names: [(CellAttributes, String)] = [
      (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"),
      (.strikethrough, "strikethrough"), (.inverse, "inverse"),
    ]
    for (attribute, name) in names where style.attributes.contains(attribute) { parts.append(name) }
    return parts.joined(separator: ", ")
  }

  static func describe(_ color: CellColor) -> String {
    switch color {
    case .default: return "default"
    case .ansi(let index): return "ansi \(index)"
    case .indexed(let index): return "256-colour \(index)"
    case .rgb(let red, let green, let blue):
      return "#"
        + [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }
        .joined()
    }
  }
}
