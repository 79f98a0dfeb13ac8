import DeclCanvas

/// A screen read back from its two snapshot files: one grapheme and one style per cell, so a
/// reference and an actual screen can be compared cell by cell and drawn in a report.
struct SnapshotScreen: Equatable {
  /// One cell: the grapheme that starts there (a space right of a wide one) and its style.
  struct Cell: Equatable {
    var grapheme: Character
    /// 2 for a wide grapheme's lead cell, 0 for the cell it covers, otherwise 1.
    var width: Int
    var style: CellStyle

    static let blank = Cell(grapheme: " ", width: 1, style: .plain)
  }

  private(set) var rows: [[Cell]]

  /// Columns of the widest row (rows are stored trimmed of trailing blank cells).
  var width: Int { rows.map(\.count).max() ?? 0 }
  var height: Int { rows.count }

  /// The cell at (`x`, `y`), or nil outside the screen.
  subscript(x x: Int, y y: Int) -> Cell? {
    guard y >= 0, y < rows.count, x >= 0 else { return nil }
    return x < rows[y].count ? rows[y][x] : (x < width ? .blank : nil)
  }

  /// Parses `SnapshotFiles`; unknown style letters and legend lines read as the plain style,
  /// so a hand-edited or damaged reference still shows.
  init(_ files: SnapshotFiles) {
    let textLines = Self.lines(files.text)
    let sections = files.style.components(separatedBy: "\n--\n")
    let styleRows = Self.lines(sections[0])
    var legend: [Character: CellStyle] = [".": .plain]
    if sections.count > 1 {
      for line in sections[1].split(separator: "\n") where line.count >= 2 {
        legend[line.first!] = Self.style(described: line.dropFirst(2))
      }
    }
    var rows: [[Cell]] = []
    for y in 0..<max(textLines.count, styleRows.count) {
      var row: [Cell] = []
      for grapheme in y < textLines.count ? textLines[y] : "" {
        let width = TerminalWidth.of(grapheme) == 2 ? 2 : 1
        row.append(Cell(grapheme: grapheme, width: width, style: .plain))
        if width == 2 { row.append(Cell(grapheme: " ", width: 0, style: .plain)) }
      }
      let letters = Array(y < styleRows.count ? styleRows[y] : "")
      while row.count < letters.count { row.append(.blank) }
      for (x, letter) in letters.enumerated() { row[x].style = legend[letter] ?? .plain }
      rows.append(row)
    }
    self.rows = rows
  }

  /// A file's lines without the final newline's empty line.
  private static func lines(_ text: String) -> [Substring] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// The style a `StyleMap` legend line describes ("fg #FFFFFF, bg ansi 4, bold").
  static func style(described description: Substring) -> CellStyle {
    var style = CellStyle.plain
    let attributes: [String: CellAttributes] = [
      "bold": .bold, "dim": .dim, "italic": .italic, "underline": .underline,
      "strikethrough": .strikethrough, "inverse": .inverse,
    ]
    for part in description.split(separator: ",").map({ $0.trimmingSpaces }) {
      if let attribute = attributes[part] {
        style.attributes.insert(attribute)
      } else if part.hasPrefix("fg ") {
        style.foreground = color(described: part.dropFirst(3))
      } else if part.hasPrefix("bg ") {
        style.background = color(described: part.dropFirst(3))
      }
    }
    return style
  }

  /// The colour `StyleMap.describe(_:)` wrote: "#RRGGBB", "ansi N", "256-colour N", "default".
  static func color(described text: Substring) -> CellColor {
    if text.hasPrefix("#"), text.count == 7, let value = UInt32(text.dropFirst(), radix: 16) {
      return .rgb(
        UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8),
        UInt8(truncatingIfNeeded: value))
    }
    if text.hasPrefix("ansi "), let index = UInt8(text.dropFirst(5)) { return .ansi(index) }
    if text.hasPrefix("256-colour "), let index = UInt8(text.dropFirst(11)) {
      return .indexed(index)
    }
    return .default
  }
}

extension Substring {
  /// The text without leading and trailing spaces.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
