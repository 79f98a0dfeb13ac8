import Decl
import DeclRender

@testable import Examples

/// Helpers for the seed 000 and seed 002 example tests.
@MainActor
enum SeedExamplesSupport {
  /// The registered example `id`, made the way the command line makes it.
  static func host(_ id: String, width: Int, height: Int) -> TestHost {
    guard let example = ExampleCatalog.example(id: id) else {
      fatalError("no example \(id) registered")
    }
    return TestHost(width: width, height: height) { example.makeView([]) }
  }

  /// Waits until `condition` holds, letting the main queue run (for `receive(on:)`).
  static func eventually(timeout: Duration = .seconds(30), _ condition: () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while !condition() {
      if clock.now >= deadline { return false }
      try? await Task.sleep(for: .milliseconds(2))
    }
    return true
  }
}

/// Colours the examples' styles resolve to in the default dark scheme.
enum SeedColors {
  /// `Color.accentColor`.
  static let accent = CellColor.rgb(10, 132, 255)
  /// `Color.red`.
  static let red = CellColor.rgb(255, 69, 58)
  /// `Color(.systemGray)`.
  static let systemGray = CellColor.rgb(142, 142, 147)
  /// The registration article's `Color(red: 251/255, green: 128/255, blue: 128/255)`.
  static let warning = CellColor.rgb(251, 128, 128)
}

extension TestHost {
  /// Where `text` first starts on screen, scanning rows top to bottom by grapheme, so wide
  /// glyphs count as one character.
  func position(of text: String) -> Point? {
    let target = Array(text)
    guard !target.isEmpty else { return nil }
    for y in 0..<canvas.height {
      let cells = Array(canvas.row(y))
      for start in cells.indices where cells[start].width > 0 {
        var matched = 0
        var x = start
        while matched < target.count, x < cells.count {
          if cells[x].width == 0 {
            x += 1
            continue
          }
          guard cells[x].grapheme == target[matched] else { break }
          matched += 1
          x += Int(cells[x].width)
        }
        if matched == target.count { return Point(x: start, y: y) }
      }
    }
    return nil
  }

  /// The row where `text` first appears.
  func row(of text: String) -> Int? { position(of: text)?.y }

  /// The style of the first cell of `text` on screen.
  func style(of text: String) -> CellStyle? {
    position(of: text).map { canvas[x: $0.x, y: $0.y].style }
  }

  /// The screen's rows, trailing spaces trimmed.
  var rows: [String] {
    screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// How many times `text` appears on screen.
  func count(of text: String) -> Int {
    screen.components(separatedBy: text).count - 1
  }
}
