import Decl
import DeclRender
import DeclTesting
import Testing

@testable import Examples

/// Listings 6-20 … 6-30: text fields (style, submit, focus, validation, input control,
/// several lines), the secure field and the text editor.
@MainActor
@Suite struct Chapter6TextFieldTests {
  private func host(_ id: String, height: Int = 12, arguments: [String] = []) -> TestHost {
    Chapter6StateSupport.host(id, width: 40, height: height, arguments: arguments)
  }

  /// The box-drawing corner before the field showing `text`, and its colour.
  private func boxColor(_ host: TestHost, around text: String) -> CellColor? {
    guard let corner = host.cell(-1, -1, from: text), corner.grapheme == "╭" else { return nil }
    return corner.style.foreground
  }

  // MARK: Style and submit

  @Test func listing6_20RoundedBorderFieldSavesTheTitle() {
    let host = host("ch6-20")
    #expect(host.trimmedRows.contains("Default Title"))
    #expect(host.trimmedRows.contains("│Insert Title                      │"))
    #expect(boxColor(host, around: "Insert Title") == .rgb(99, 99, 102))
    // An opaque field: the darkest system grey under the box and the text.
    #expect(host.cell(-1, -1, from: "Insert Title")?.style.background == .rgb(28, 28, 30))
    #expect(host.style(of: "Insert Title")?.background == .rgb(28, 28, 30))
    #expect(host.cell(-2, 0, from: "Insert Title")?.style.background == .default)
    #expect(host.style(of: "Default Title")?.background == Chapter6Colors.yellow)
    assertSnapshot(host, named: "initial", suite: "ch6-20")

    host.send(.tab)
    host.type("my first book")
    // Focused, the box takes the accent colour. Capitalization belongs to the software
    // keyboard: typed keys arrive as they are.
    #expect(boxColor(host, around: "my first book") == SeedColors.accent)
    #expect(host.cursor == host.position(of: "my first book").map { Point(x: $0.x + 13, y: $0.y) })
    assertSnapshot(host, named: "after-typing", suite: "ch6-20")

    #expect(host.tap("Save"))
    #expect(host.trimmedRows.contains("my first book"))
    #expect(host.trimmedRows.contains("│Insert Title                      │"))
    #expect(!host.screen.contains("Default Title"))
    assertSnapshot(host, named: "after-save", suite: "ch6-20")
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func listing6_21ReturnSubmitsTheField() {
    let host = host("ch6-21")
    #expect(host.trimmedRows.contains("Default Title"))
    assertSnapshot(host, named: "initial", suite: "ch6-21")

    host.send(.tab)
    host.type("Swift")
    host.send(.enter)
    // onSubmit assigned the title and cleared the field, which keeps the focus.
    #expect(host.trimmedRows.contains("Swift"))
    #expect(!host.screen.contains("Default Title"))
    #expect(boxColor(host, around: "Insert Title") == SeedColors.accent)
    assertSnapshot(host, named: "after-submit", suite: "ch6-21")

    // The Save button runs the same method.
    host.type("SwiftUI")
    #expect(host.tap("Save"))
    #expect(host.trimmedRows.contains("SwiftUI"))
    #expect(host.trimmedRows.contains("│Insert Title                      │"))
    #expect(host.stats.warnings.isEmpty)
  }

  // MARK: Focus

  /// The background in the padding left of the `index`th field's box (0: name, 1: surname).
  private func fieldBackground(_ host: TestHost, _ index: Int) -> CellColor? {
    let corners = (0..<host.canvas.height).compactMap { y -> Point? in
      let row = host.canvas.row(y)
      return row.firstIndex { $0.grapheme == "╭" }.map { Point(x: $0 - row.startIndex - 1, y: y) }
    }
    guard index < corners.count else { return nil }
    return host.canvas[x: corners[index].x, y: corners[index].y + 1].style.background
  }

  /// The two fields' backgrounds, name first.
  private func fieldBackgrounds(_ host: TestHost) -> [CellColor?] {
    [fieldBackground(host, 0), fieldBackground(host, 1)]
  }

  private let nameFocused = [Chapter6Colors.lightGrey, Chapter6Colors.white]
  private let surnameFocused = [Chapter6Colors.white, Chapter6Colors.lightGrey]
  private let noneFocused = [Chapter6Colors.white, Chapter6Colors.white]

  /// Types a name and a surname, moving the focus with Tab: the background follows it.
  private func typeNameAndSurname(
    _ host: TestHost, name: String = "John", surname: String = "Doe", suite: String? = nil
  ) {
    #expect(fieldBackgrounds(host) == noneFocused)
    host.send(.tab)
    host.type(name)
    #expect(fieldBackgrounds(host) == nameFocused)
    if let suite { assertSnapshot(host, named: "after-typing-name", suite: suite) }
    host.send(.tab)
    host.type(surname)
    #expect(fieldBackgrounds(host) == surnameFocused)
    if let suite { assertSnapshot(host, named: "after-typing-surname", suite: suite) }
  }

  @Test func listing6_22BackgroundFollowsTheFocus() {
    let host = host("ch6-22", height: 18)
    #expect(host.trimmedRows.contains("Default Name"))
    // The light appearance: black text on white.
    #expect(host.canvas[x: 0, y: 0].style.background == Chapter6Colors.white)
    #expect(host.style(of: "Default Name")?.foreground == .rgb(0, 0, 0))
    assertSnapshot(host, named: "initial", suite: "ch6-22")

    typeNameAndSurname(host, suite: "ch6-22")
    // The typed text is black on the light grey, readable.
    #expect(host.style(of: "Doe")?.foreground == .rgb(0, 0, 0))

    // Shift-Tab takes the focus back to the name, and the background with it.
    host.send(.backTab)
    #expect(fieldBackgrounds(host) == nameFocused)

    #expect(host.tap("Save"))
    #expect(host.trimmedRows.contains("John Doe"))
    assertSnapshot(host, named: "after-save", suite: "ch6-22")
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func listing6_23SaveRemovesTheFocus() {
    let host = host("ch6-23", height: 18)
    assertSnapshot(host, named: "initial", suite: "ch6-23")
    typeNameAndSurname(host)
    #expect(host.cursor != nil)
    // In the light scheme the field is white inside its grey surround, as on iOS.
    #expect(host.style(of: "Doe")?.background == Chapter6Colors.white)
    #expect(host.cell(-2, 0, from: "Doe")?.style.background == Chapter6Colors.lightGrey)

    // The tap leaves focus in the surname field; Save's action then removes it.
    #expect(host.tap("Save"))
    #expect(host.trimmedRows.contains("John Doe"))
    // No field has the focus: both backgrounds are white and there is no text cursor.
    #expect(fieldBackgrounds(host) == noneFocused)
    #expect(host.cursor == nil)
    assertSnapshot(host, named: "after-save", suite: "ch6-23")
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func listing6_24SavesOnlyTrimmedValues() {
    let host = host("ch6-24", height: 18)
    assertSnapshot(host, named: "initial", suite: "ch6-24")

    // A name of spaces is empty once trimmed: Save does nothing.
    typeNameAndSurname(host, name: "   ", surname: "Doe")
    #expect(host.tap("Save"))
    #expect(host.trimmedRows.contains("Default Name"))
    assertSnapshot(host, named: "after-save-blank", suite: "ch6-24")

    // Save left the focus in the surname field: Shift-Tab goes back to the name field, where
    // a real name (still between spaces) is saved trimmed.
    host.send(.backTab)
    host.type("John ")
    #expect(host.tap("Save"))
    #expect(host.trimmedRows.contains("John Doe"))
    #expect(host.trimmedRows.contains("│   John                         │"))
    assertSnapshot(host, named: "after-save", suite: "ch6-24")
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func listing6_25SaveIsDisabledUntilBothFieldsHaveText() {
    let host = host("ch6-25", height: 18)
    #expect(host.style(of: "Save")?.foreground == Chapter6Colors.gray)
    assertSnapshot(host, named: "initial", suite: "ch6-25")

    host.send(.tab)
    host.type("John")
    #expect(host.style(of: "Save")?.foreground == Chapter6Colors.gray)
    // Tab passes over the disabled button from the surname field back to the name field.
    host.send(.tab)
    host.send(.tab)
    #expect(fieldBackgrounds(host) == nameFocused)
    host.send(.tab)
    host.type("Doe")
    #expect(host.style(of: "Save")?.foreground == Chapter6Colors.lightAccent)
    assertSnapshot(host, named: "after-both-fields", suite: "ch6-25")

    #expect(host.tap("Save"))
    #expect(host.trimmedRows.contains("John Doe"))
    assertSnapshot(host, named: "after-save", suite: "ch6-25")
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func listing6_26FieldsStopAtTheirLimits() {
    let host = host("ch6-26", height: 18)
    assertSnapshot(host, named: "initial", suite: "ch6-26")

    typeNameAndSurname(host, name: "Maximiliano", surname: "Wettin-Saxe-Coburg")
    // 10 and 15 characters: the rest of the keys were cut off.
    #expect(host.trimmedRows.contains("│Maximilian                      │"))
    #expect(host.trimmedRows.contains("│Wettin-Saxe-Cob                 │"))
    #expect(!host.screen.contains("Maximiliano"))
    assertSnapshot(host, named: "after-typing", suite: "ch6-26")

    #expect(host.tap("Save"))
    #expect(host.trimmedRows.contains("Maximilian Wettin-Saxe-Cob"))
    assertSnapshot(host, named: "after-save", suite: "ch6-26")
    #expect(host.stats.warnings.isEmpty)
  }

  // MARK: Input control and several lines

  @Test func listing6_27FieldAcceptsOnlyIntegers() {
    let host = host("ch6-27")
    #expect(host.trimmedRows.contains("│Insert a Number                 │"))
    assertSnapshot(host, named: "initial", suite: "ch6-27")

    host.send(.tab)
    // Typed a key at a time, as a person types (one `type` call is a burst, one edit).
    for key in "12a3.5x" { host.type(String(key)) }
    // Each key that made the text no integer was taken back: "12a" went back to "12",
    // "123." to "123", "1235x" to "1235".
    #expect(host.trimmedRows.contains("│1235                            │"))
    #expect(host.cursor == host.position(of: "1235").map { Point(x: $0.x + 4, y: $0.y) })
    assertSnapshot(host, named: "after-typing", suite: "ch6-27")

    // A sign alone is not an integer either; a field emptied with Backspace is accepted.
    for _ in 0..<4 { host.send(.backspace) }
    host.type("-")
    #expect(host.trimmedRows.contains("│Insert a Number                 │"))
    host.type("42")
    #expect(host.tap("Save"))
    #expect(host.trimmedRows.contains("42"))
    assertSnapshot(host, named: "after-save", suite: "ch6-27")
    #expect(host.stats.warnings.isEmpty)
  }

  /// The rows the field's box takes, borders included.
  private func boxHeight(_ host: TestHost) -> Int {
    let top = host.rows.firstIndex { $0.contains("╭") }!
    let bottom = host.rows.firstIndex { $0.contains("╰") }!
    return bottom - top + 1
  }

  @Test func listing6_28FieldGrowsToFiveLines() {
    let host = host("ch6-28", height: 14)
    #expect(boxHeight(host) == 3)
    assertSnapshot(host, named: "initial", suite: "ch6-28")

    host.send(.tab)
    host.type("One")
    for line in ["Two", "Three"] {
      host.send(.enter)
      host.type(line)
    }
    #expect(boxHeight(host) == 5)
    #expect(host.trimmedRows.contains("│Three                             │"))
    assertSnapshot(host, named: "after-three-lines", suite: "ch6-28")

    for line in ["Four", "Five", "Six"] {
      host.send(.enter)
      host.type(line)
    }
    // Five rows at most; the first line scrolled out to keep the caret in view.
    #expect(boxHeight(host) == 7)
    #expect(host.trimmedRows.contains("│Six                               │"))
    #expect(!host.trimmedRows.contains("│One                               │"))
    assertSnapshot(host, named: "after-six-lines", suite: "ch6-28")

    #expect(host.tap("Save"))
    #expect(boxHeight(host) == 3)
    #expect(host.trimmedRows.contains("│Insert Title                      │"))
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func listing6_28RangeKeepsAtLeastThreeRows() {
    let host = host("ch6-28", height: 14, arguments: ["range"])
    #expect(boxHeight(host) == 5)
    assertSnapshot(host, named: "initial-range", suite: "ch6-28")

    host.send(.tab)
    host.type("One")
    for line in ["Two", "Three", "Four"] {
      host.send(.enter)
      host.type(line)
    }
    #expect(boxHeight(host) == 6)
    assertSnapshot(host, named: "after-four-lines-range", suite: "ch6-28")
    for line in ["Five", "Six"] {
      host.send(.enter)
      host.type(line)
    }
    #expect(boxHeight(host) == 7)
    #expect(host.stats.warnings.isEmpty)
  }

  // MARK: Secure field and editor

  @Test func listing6_29SecureFieldHidesTheCharacters() {
    let host = host("ch6-29", height: 8)
    #expect(host.trimmedRows.contains("│Insert Password                   │"))
    assertSnapshot(host, named: "initial", suite: "ch6-29")

    host.send(.tab)
    host.type("secret")
    // The field shows a bullet per character; the text above shows the stored value.
    #expect(host.trimmedRows.contains("│••••••                            │"))
    #expect(host.trimmedRows.contains("secret"))
    assertSnapshot(host, named: "after-typing", suite: "ch6-29")
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func listing6_30EditorTakesSeveralLines() {
    let host = host("ch6-30", height: 8)
    #expect(host.trimmedRows.allSatisfy { $0.isEmpty })
    assertSnapshot(host, named: "initial", suite: "ch6-30")

    host.send(.tab)
    host.type("Dear diary,")
    host.send(.enter)
    host.type("today I wrote a text editor.")
    // Two lines at the top left, inside the padding; an editor shows only its caret.
    #expect(host.rows[1] == " Dear diary,")
    #expect(host.rows[2] == " today I wrote a text editor.")
    #expect(host.style(of: "Dear")?.attributes.contains(.underline) == false)
    #expect(host.cursor == Point(x: 29, y: 2))
    assertSnapshot(host, named: "after-typing", suite: "ch6-30")
    #expect(host.stats.warnings.isEmpty)
  }
}
