import Decl

// Text fields: layout (one row, or growing rows for `axis: .vertical`), drawing with a
// placeholder, horizontal scrolling and a caret, and key handling through `LineEditing`.

extension ViewNode {
  /// Columns and rows a text field's box takes around the text.
  private var fieldChrome: Int { environment.textFieldHasBorder ? 2 : 0 }

  func textFieldSize(_ field: TextFieldControl, _ proposal: ProposedSize) -> Size {
    let chrome = fieldChrome
    let text = displayText(field)
    let placeholderWidth = field.placeholder.map { TerminalWidth.of($0.plainString) } ?? 0
    let idealWidth = max(TerminalWidth.of(text), placeholderWidth) + 1 + chrome
    let width = max(chrome + 1, proposal.width ?? idealWidth)
    guard field.axis == .vertical else { return Size(width: width, height: 1 + chrome) }
    let lines = FieldLines(text: text, width: max(1, width - chrome)).count
    // An editor takes the space it is offered, like SwiftUI's.
    if field.isEditor {
      return Size(width: width, height: max(1 + chrome, proposal.height ?? lines + chrome))
    }
    var height = max(lines, environment.lineLimitMinimum ?? 1)
    if let limit = environment.lineLimit { height = min(height, max(1, limit)) }
    return Size(width: width, height: height + chrome)
  }

  /// The text as shown: bullets for a secure field.
  private func displayText(_ field: TextFieldControl) -> String {
    let text = field.text.wrappedValue
    return field.isSecure ? String(repeating: "•", count: text.count) : text
  }

  func drawTextField(_ field: TextFieldControl, into canvas: inout Canvas, context: DrawContext) {
    let outer = context.translated(frame)
    let focused = isFocused
    let resolver = StyleResolver(environment: environment)
    let accent = resolver.cellColor(environment.tint ?? .accentColor) ?? .default
    if environment.textFieldHasBorder {
      // `.roundedBorder`: an opaque field (white in the light scheme, the darkest system grey
      // in the dark one, a step below a bordered button's grey) in a box with rounded corners.
      let fill = environment.colorScheme == .dark ? Color.systemGray6 : Color.white
      canvas.setBackground(
        resolver.cellColor(fill) ?? .default, in: outer.intersection(context.clip))
      let border = focused ? accent : (resolver.cellColor(.systemGray2) ?? .default)
      BoxDrawing.stroke(outer, color: border, into: &canvas, clip: context.clip, rounded: true)
    }
    let inset = environment.textFieldHasBorder ? 1 : 0
    let inner = Rect(
      x: outer.minX + inset, y: outer.minY + inset, width: max(0, outer.width - 2 * inset),
      height: max(0, outer.height - 2 * inset))
    guard inner.width > 0, inner.height > 0 else { return }
    let clip = context.clip.intersection(inner)
    var textStyle = resolver.textStyle(TextStyle())
    if !environment.isEnabled { textStyle.foreground = resolver.cellColor(.gray) ?? .default }
    // A focused one-line field is underlined to show its extent; an editor shows its caret only.
    if focused && !environment.textFieldHasBorder && !field.isEditor {
      canvas.modifyStyle(in: clip) { $0.attributes.insert(.underline) }
      textStyle.attributes.insert(.underline)
    }
    let text = displayText(field)
    let state = controlState
    state.caret = min(state.caret, text.count)
    if text.isEmpty, let placeholder = field.placeholder {
      var style = textStyle
      style.foreground = resolver.cellColor(.secondary) ?? .default
      drawRun(
        Array(placeholder.plainString), from: 0, at: Point(x: inner.minX, y: inner.minY),
        style: style,
        into: &canvas, clip: clip)
    }
    let lines = FieldLines(text: text, width: inner.width)
    let caret = lines.position(ofCharacter: state.caret)
    if field.axis == .vertical {
      if caret.line < state.scroll { state.scroll = caret.line }
      if caret.line >= state.scroll + inner.height { state.scroll = caret.line - inner.height + 1 }
      for row in 0..<inner.height where state.scroll + row < lines.count {
        drawRun(
          lines.characters(ofLine: state.scroll + row), from: 0,
          at: Point(x: inner.minX, y: inner.minY + row), style: textStyle, into: &canvas, clip: clip
        )
      }
      if focused {
        graph.cursor = Point(
          x: inner.minX + caret.column, y: inner.minY + caret.line - state.scroll)
      }
    } else {
      let characters = Array(text)
      let caretColumn = TerminalWidth.of(String(characters[..<state.caret]))
      if caretColumn < state.scroll { state.scroll = caretColumn }
      if caretColumn >= state.scroll + inner.width { state.scroll = caretColumn - inner.width + 1 }
      drawRun(
        characters, from: state.scroll, at: Point(x: inner.minX, y: inner.minY), style: textStyle,
        into: &canvas, clip: clip)
      if focused { graph.cursor = Point(x: inner.minX + caretColumn - state.scroll, y: inner.minY) }
    }
  }

  /// Draws characters starting `skip` columns in, so a scrolled field shows its visible part.
  private func drawRun(
    _ characters: [Character], from skip: Int, at origin: Point, style: CellStyle,
    into canvas: inout Canvas,
    clip: Rect
  ) {
    var column = 0
    for character in characters {
      let width = TerminalWidth.of(character)
      guard width > 0 else { continue }
      if column >= skip {
        put(
          character, width: width, x: origin.x + column - skip, y: origin.y, style: style,
          into: &canvas, clip: clip)
      }
      column += width
      if column - skip >= clip.maxX - origin.x { break }
    }
  }

  /// Handles a key in a focused text field; returns whether the field used it.
  func handleTextFieldKey(_ field: TextFieldControl, _ event: KeyEvent) -> Bool {
    if event.key == .enter {
      if field.axis == .vertical && event.modifiers.isEmpty {
        return editTextField(field, .insertNewline)
      }
      for action in environment.submitActions.reversed() { action() }
      return true
    }
    if field.axis == .vertical, event.modifiers.isEmpty, event.key == .up || event.key == .down {
      return moveCaretByLine(field, down: event.key == .down)
    }
    guard let command = LineEditing.command(for: event) else { return false }
    return editTextField(field, .command(command))
  }

  /// ↑/↓ in a multi-line field: the caret goes to the same column of the line above or below;
  /// past the first or last line the key is not used, so focus moves on.
  private func moveCaretByLine(_ field: TextFieldControl, down: Bool) -> Bool {
    let state = controlState
    let inset = environment.textFieldHasBorder ? 2 : 0
    let lines = FieldLines(text: displayText(field), width: max(1, frame.width - inset))
    let here = lines.position(ofCharacter: state.caret)
    let target = here.line + (down ? 1 : -1)
    guard target >= 0, target < lines.count else { return false }
    state.caret = lines.character(atLine: target, column: here.column)
    graph.markDirty(self)
    return true
  }

  /// Inserts pasted text at the caret.
  func pasteIntoTextField(_ field: TextFieldControl, _ text: String) {
    _ = editTextField(field, .command(.insert(text)))
  }

  private enum FieldEdit {
    case command(LineEditing.Command)
    case insertNewline
  }

  private func editTextField(_ field: TextFieldControl, _ edit: FieldEdit) -> Bool {
    let state = controlState
    var editing = LineEditing(field.text.wrappedValue, caret: state.caret)
    let changed: Bool
    switch edit {
    case .command(.insert(let string)) where field.axis == .vertical:
      // Multi-line fields keep the line breaks of pasted text.
      let lines = string.split(separator: "\n", omittingEmptySubsequences: false)
      var inserted = false
      for (index, line) in lines.enumerated() {
        if index > 0 {
          editing.characters.insert("\n", at: editing.caret)
          editing.caret += 1
          inserted = true
        }
        inserted = editing.apply(.insert(String(line))) || inserted
      }
      changed = inserted
    case .command(let command):
      changed = editing.apply(command)
    case .insertNewline:
      editing.characters.insert("\n", at: editing.caret)
      editing.caret += 1
      changed = true
    }
    state.caret = editing.caret
    if changed { field.text.wrappedValue = editing.text }
    graph.markDirty(self)
    return true
  }
}

/// The lines of a text field's text wrapped by characters at a width, with caret positions.
struct FieldLines {
  private var lines: [[Character]] = []
  /// Index of the first character of each line.
  private var starts: [Int] = []

  init(text: String, width: Int) {
    var line: [Character] = []
    var column = 0
    var index = 0
    starts.append(0)
    for character in text {
      let characterWidth = TerminalWidth.of(character)
      if character == "\n" || character == "\r\n" {
        lines.append(line)
        line = []
        column = 0
        index += 1
        starts.append(index)
        continue
      }
      if column + characterWidth > width, !line.isEmpty {
        lines.append(line)
        line = []
        column = 0
        starts.append(index)
      }
      line.append(character)
      column += characterWidth
      index += 1
    }
    lines.append(line)
  }

  var count: Int { lines.count }

  func characters(ofLine line: Int) -> [Character] { lines[line] }

  /// The index of the character at `column` of `line` (or the line's end).
  func character(atLine line: Int, column: Int) -> Int {
    var width = 0
    var offset = 0
    for character in lines[line] {
      let characterWidth = TerminalWidth.of(character)
      if width + characterWidth > column { break }
      width += characterWidth
      offset += 1
    }
    return starts[line] + offset
  }

  /// The line and column where the caret before character `index` is drawn.
  func position(ofCharacter index: Int) -> (line: Int, column: Int) {
    var line = 0
    while line + 1 < starts.count, starts[line + 1] <= index { line += 1 }
    let offset = min(index - starts[line], lines[line].count)
    return (line, TerminalWidth.of(String(lines[line][..<offset])))
  }
}
