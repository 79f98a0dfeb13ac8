import Decl

@testable import DeclRender

/// The cell colour a Decl colour becomes in the default (dark) environment.
@MainActor
func cellColor(_ color: Color) -> CellColor? {
  StyleResolver(environment: EnvironmentValues()).cellColor(color)
}

extension TestHost {
  /// The rows of the screen, trailing spaces trimmed.
  var rows: [String] { screen.components(separatedBy: "\n") }

  /// The rows of the screen with the space around them trimmed (the root is centred).
  var lines: [String] { rows.map { $0.trimmingCharacters(in: .whitespaces) } }

  /// The column and row of the first occurrence of `text` on screen.
  func position(of text: String) -> (x: Int, y: Int)? {
    for (y, row) in rows.enumerated() {
      if let range = row.range(of: text) {
        return (TerminalWidth.of(row[..<range.lowerBound]), y)
      }
    }
    return nil
  }

  /// The style of the cell where `text` first starts on screen.
  func style(at text: String, offset: Int = 0) -> CellStyle? {
    guard let (x, y) = position(of: text) else { return nil }
    return canvas[x: x + offset, y: y].style
  }
}
