import Decl
import DeclRender

@testable import Examples

/// Helpers for the chapter 6 state, binding, control and observable-model tests.
@MainActor
enum Chapter6StateSupport {
  /// The registered example `id` on a 50×8 screen, made the way the command line makes it
  /// (with `arguments` after the id).
  static func host(
    _ id: String, width: Int = 50, height: Int = 8, arguments: [String] = []
  ) -> TestHost {
    guard let example = ExampleCatalog.example(id: id) else {
      fatalError("no example \(id) registered")
    }
    return TestHost(width: width, height: height) { example.makeView(arguments) }
  }
}

/// Colours the chapter 6 control listings resolve to (the dark scheme unless said).
enum Chapter6Colors {
  /// `Color.green`.
  static let green = CellColor.rgb(48, 209, 88)
  /// `Color.yellow`.
  static let yellow = CellColor.rgb(255, 214, 10)
  /// `Color.gray`.
  static let gray = CellColor.rgb(142, 142, 147)
  /// `Color.systemGray5`, behind `.bordered` buttons and off `.button` toggles.
  static let systemGray5 = CellColor.rgb(44, 44, 46)
  /// `Color.white` in the light scheme.
  static let white = CellColor.rgb(255, 255, 255)
  /// `Color(white: 0.9)`.
  static let lightGrey = CellColor.rgb(230, 230, 230)
  /// `Color.accentColor` in the light scheme.
  static let lightAccent = CellColor.rgb(0, 122, 255)
}

extension TestHost {
  /// The screen's rows with surrounding spaces removed.
  var trimmedRows: [String] {
    screen.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// The cell `dx` columns and `dy` rows from where `text` starts on screen.
  func cell(_ dx: Int, _ dy: Int, from text: String) -> Cell? {
    guard let start = position(of: text) else { return nil }
    let x = start.x + dx
    let y = start.y + dy
    guard x >= 0, y >= 0, x < canvas.width, y < canvas.height else { return nil }
    return canvas[x: x, y: y]
  }

  /// How many cells of row `y` have `background`.
  func cellCount(row y: Int, background: CellColor) -> Int {
    canvas.row(y).filter { $0.style.background == background }.count
  }

  /// The rows whose cells include one with `background`.
  func rows(withBackground background: CellColor) -> [Int] {
    (0..<canvas.height).filter { cellCount(row: $0, background: background) > 0 }
  }
}
