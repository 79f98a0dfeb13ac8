import Decl
import DeclCanvas
import DeclGraph
import DeclInput

/// A `TextField`, `SecureField` or `TextEditor`: one row (or growing rows for
/// `axis: .vertical`, or all it is offered for an editor), a placeholder while empty, a caret
/// the terminal cursor shows while focused, horizontal scrolling for a long line, and editing
/// keys through `LineEditing`.
package final class TextFieldNode: KeyBoundControl, TextEditingBehavior {
  package var takesTypedCharacters: Bool { true }

  package func tapText(_ node: ViewNode) -> String { titles.joined(separator: " ") }

  private(set) var field = TextFieldControl(
    text: .constant(""), placeholder: nil, axis: .horizontal, isSecure: false)
  /// The caret, as an index into the text's characters.
  var caret = 0
  /// The first column (one-line fields) or row (multi-line fields) shown.
  private var scroll = 0

  package var isTransparent: Bool { false }
  package var controlName: String { "text field" }

  /// The field's keys besides its editing keys (`LineEditing.keyMap`, tried first).
  package enum KeyAction { case submit, lineUp, lineDown }

  package static let keyMap: KeyMap<KeyAction> = [
    KeyBinding(
      [.any(.enter)], .submit, "submit",
      detail: "run `onSubmit` (in a multi-line field, Enter inserts a line break)"),
    KeyBinding(
      [KeyChord(.up)], .lineUp, "line up", show: false,
      detail: "in a multi-line field: the caret goes a line up (past the first, focus moves on)"),
    KeyBinding([KeyChord(.down)], .lineDown, "line down", show: false, detail: "a line down"),
  ]

  package func keyHelp(_ node: ViewNode) -> [KeyHelp] {
    let copying = field.isSecure ? [] : [KeyHelp("alt-c", "copy"), KeyHelp("^x", "cut")]
    return Self.keyMap.help { $0 != .submit || !node.environment.submitActions.isEmpty } + copying
  }

  func describe(_ field: TextFieldControl, in node: ViewNode) -> [ChildSpec] {
    self.field = field
    // The field shows its binding's value: depend on it, so a change made elsewhere
    // re-measures and redraws the field.
    node.track { _ = field.text.wrappedValue }
    return []
  }

  /// Columns and rows the box takes around the text.
  private func chrome(_ node: ViewNode) -> Int { node.environment.textFieldHasBorder ? 2 : 0 }

  /// The text as shown: bullets for a secure field.
  var displayText: String {
    let text = field.text.wrappedValue
    return field.isSecure ? String(repeating: "•", count: text.count) : text
  }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    let chrome = chrome(node)
    let text = displayText
    let placeholderWidth = field.placeholder.map { TerminalWidth.of($0.plainString) } ?? 0
    let idealWidth = max(TerminalWidth.of(text), placeholderWidth) + 1 + chrome
    let width = max(chrome + 1, proposal.width ?? idealWidth)
    guard field.axis == .vertical else { return Size(width: width, height: 1 + chrome) }
    let lines = FieldLines(text: text, width: max(1, width - chrome)).count
    // An editor takes the space it is offered, like SwiftUI's.
    if field.isEditor {
      return Size(width: width, height: max(1 + chrome, proposal.height ?? lines + chrome))
    }
    var height = max(lines, node.environment.lineLimitMinimum ?? 1)
    if let limit = node.environment.lineLimit { height = min(height, max(1, limit)) }
    return Size(width: width, height: height + chrome)
  }

  /// The text area inside the box.
  private func inner(_ rect: Rect, _ node: ViewNode) -> Rect {
    let inset = node.environment.textFieldHasBorder ? 1 : 0
    return Rect(
      x: rect.minX + inset, y: rect.minY + inset, width: max(0, rect.width - 2 * inset),
      height: max(0, rect.height - 2 * inset))
  }

  /// Scrolls so the caret is in view of the field's frame.
  package func place(_ node: ViewNode, in rect: Rect) {
    let inner = inner(rect, node)
    guard inner.width > 0, inner.height > 0 else { return }
    let text = displayText
    caret = min(caret, text.count)
    if field.axis == .vertical {
      let lines = FieldLines(text: text, width: inner.width)
      let caretLine = lines.position(ofCharacter: caret).line
      scroll = min(scroll, max(0, lines.count - inner.height))
      if caretLine < scroll { scroll = caretLine }
      if caretLine >= scroll + inner.height { scroll = caretLine - inner.height + 1 }
    } else {
      let caretColumn = TerminalWidth.of(String(Array(text)[..<caret]))
      // Scrolled no further than the text and a caret after it need: a field that grew shows
      // the text it hid.
      scroll = min(scroll, max(0, TerminalWidth.of(text) + 1 - inner.width))
      if caretColumn < scroll { scroll = caretColumn }
      if caretColumn >= scroll + inner.width { scroll = caretColumn - inner.width + 1 }
    }
  }

  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    let outer = context.translated(node.frame)
    guard !outer.intersection(context.clip).isEmpty else { return }
    let environment = node.environment
    let focused = node.isFocused
    if node.isFocusable {
      drawing.addHitRegion(outer, node: node, kind: .control, clip: context.clip)
    }
    let resolver = StyleResolver(environment: environment)
    let accent = resolver.cellColor(environment.tint ?? .accentColor) ?? .default
    if environment.textFieldHasBorder {
      // `.roundedBorder`: an opaque field (white in the light scheme, the darkest system grey
      // in the dark one, a step below a bordered button's grey) in a box with rounded corners.
      let fill = environment.colorScheme == .dark ? Color.systemGray6 : Color.white
      drawing.canvas.setBackground(
        resolver.cellColor(fill) ?? .default, in: outer.intersection(context.clip))
      let border = focused ? accent : (resolver.cellColor(.systemGray2) ?? .default)
      BoxDrawing.stroke(
        outer, color: border, into: &drawing.canvas, clip: context.clip, rounded: true)
    }
    let inner = inner(outer, node)
    guard inner.width > 0, inner.height > 0 else { return }
    let clip = context.clip.intersection(inner)
    var textStyle = resolver.textStyle(TextStyle())
    if !environment.isEnabled { textStyle.foreground = resolver.cellColor(.gray) ?? .default }
    // A focused one-line field is underlined to show its extent; an editor shows its caret only.
    if focused && !environment.textFieldHasBorder && !field.isEditor {
      drawing.canvas.modifyStyle(in: clip) { $0.attributes.insert(.underline) }
      textStyle.attributes.insert(.underline)
    }
    let text = displayText
    let caret = min(self.caret, text.count)
    if text.isEmpty, let placeholder = field.placeholder {
      var style = textStyle
      style.foreground = resolver.cellColor(.secondary) ?? .default
      drawRun(
        Array(placeholder.plainString), from: 0, at: Point(x: inner.minX, y: inner.minY),
        style: style, into: &drawing, clip: clip)
    }
    let lines = FieldLines(text: text, width: inner.width)
    let position = lines.position(ofCharacter: caret)
    if field.axis == .vertical {
      for row in 0..<inner.height where scroll + row < lines.count {
        drawRun(
          lines.characters(ofLine: scroll + row), from: 0,
          at: Point(x: inner.minX, y: inner.minY + row), style: textStyle, into: &drawing,
          clip: clip)
      }
      if focused {
        drawing.cursor = Point(
          x: inner.minX + position.column, y: inner.minY + position.line - scroll)
      }
    } else {
      let characters = Array(text)
      let caretColumn = TerminalWidth.of(String(characters[..<caret]))
      drawRun(
        characters, from: scroll, at: Point(x: inner.minX, y: inner.minY), style: textStyle,
        into: &drawing, clip: clip)
      if focused { drawing.cursor = Point(x: inner.minX + caretColumn - scroll, y: inner.minY) }
    }
  }

  /// Draws characters starting `skip` columns in, so a scrolled field shows its visible part.
  private func drawRun(
    _ characters: [Character], from skip: Int, at origin: Point, style: CellStyle,
    into drawing: inout FrameDrawing, clip: Rect
  ) {
    var column = 0
    for character in characters {
      let width = TerminalWidth.of(character)
      guard width > 0 else { continue }
      if column >= skip {
        drawing.put(
          character, width: width, x: origin.x + column - skip, y: origin.y, style: style,
          clip: clip)
      }
      column += width
      if column - skip >= clip.maxX - origin.x { break }
    }
  }

  package func acceptsFocus(_ node: ViewNode) -> Bool { true }
  package func clickTakesFocus(_ node: ViewNode) -> Bool { true }
  package func click(at point: Point, node: ViewNode) {}
  /// A tap (by the field's title or prompt) focuses the field, as a click does.
  package func tapPriority(_ node: ViewNode) -> TapPriority? { .control }
  package func activate(_ node: ViewNode) {}

  /// The names `tap` finds the field by: its title and its prompt.
  var titles: [String] {
    let title = field.title?.plainString
    let prompt = field.placeholder?.plainString
    return [title, prompt == title ? nil : prompt].compactMap { $0 }
  }

  /// A new caret lands at the end of the text.
  package func didGainFocus() {
    caret = field.text.wrappedValue.count
  }

  /// Handles a key in the focused field; returns whether the field used it.
  package func handleKey(_ event: KeyEvent, node: ViewNode) -> Bool {
    if let clipboardKey = Self.clipboardKey(event) {
      // A field has no selection: its whole text is copied or cut. A secure one keeps it.
      guard let field = node.currentControl(TextFieldControl.self), !field.isSecure else {
        return true
      }
      Clipboard.string = field.text.wrappedValue
      if clipboardKey == .cut { apply([.command(.home), .command(.deleteToEnd)], node: node) }
      return true
    }
    if let edit = edit(for: event) {
      apply([edit], node: node)
      return true
    }
    return Self.keyMap.dispatch(event) { perform($0, node: node) }
  }

  package func perform(_ action: KeyAction, node: ViewNode) -> Bool {
    switch action {
    case .submit:
      for action in node.environment.submitActions.reversed() { action() }
      return true
    case .lineUp, .lineDown:
      return field.axis == .vertical && moveCaretByLine(down: action == .lineDown, node: node)
    }
  }

  /// Whether the field has no use for `event` at all: it is not an edit, nor Enter with an
  /// `onSubmit` action to run, nor ↑/↓ in a multi-line field.
  package func ignores(_ event: KeyEvent, node: ViewNode) -> Bool {
    guard edit(for: event) == nil, Self.clipboardKey(event) == nil else { return false }
    return !Self.keyMap.binds(event) { action in
      switch action {
      case .submit: !node.environment.submitActions.isEmpty
      case .lineUp, .lineDown: field.axis == .vertical
      }
    }
  }

  /// Copying and cutting: Alt-C copies (Command-C as Decl reads Command; Ctrl-C quits),
  /// Ctrl-X or Alt-X cuts.
  enum ClipboardKey { case copy, cut }

  static func clipboardKey(_ event: KeyEvent) -> ClipboardKey? {
    switch (event.key, event.modifiers) {
    case (.char("c"), .option): .copy
    case (.ctrl("x"), []), (.char("x"), .option): .cut
    default: nil
    }
  }

  /// ↑/↓ in a multi-line field: the caret goes to the same column of the line above or below;
  /// past the first or last line the key is not used, so focus moves on.
  private func moveCaretByLine(down: Bool, node: ViewNode) -> Bool {
    let inset = node.environment.textFieldHasBorder ? 2 : 0
    let lines = FieldLines(text: displayText, width: max(1, node.frame.width - inset))
    let here = lines.position(ofCharacter: caret)
    let target = here.line + (down ? 1 : -1)
    guard target >= 0, target < lines.count else { return false }
    caret = lines.character(atLine: target, column: here.column)
    node.graph.markDirty(node)
    return true
  }

  package func isEdit(_ event: KeyEvent) -> Bool { edit(for: event) != nil }

  package func applyEdits(_ events: [KeyEvent], node: ViewNode) {
    apply(events.compactMap(edit(for:)), node: node)
  }

  /// Inserts pasted text at the caret.
  package func insert(_ text: String, node: ViewNode) {
    apply([.command(.insert(text))], node: node)
  }

  /// A change to the text or the caret that depends on nothing but them.
  enum Edit {
    case command(LineEditing.Command)
    case insertNewline
  }

  /// The edit a key makes: typed characters, Backspace, Delete, ←/→, Home/End, moves and
  /// deletions by word, and Enter in a multi-line field (elsewhere Enter submits).
  func edit(for event: KeyEvent) -> Edit? {
    if event.key == .enter {
      return field.axis == .vertical && event.modifiers.isEmpty ? .insertNewline : nil
    }
    return LineEditing.command(for: event).map(Edit.command)
  }

  /// Applies edits in order to the text and the caret, then writes the binding once (if the
  /// text changed): keys that arrived together cost one copy of the text, however many.
  func apply(_ edits: [Edit], node: ViewNode) {
    let field = node.currentControl(TextFieldControl.self) ?? self.field
    var editing = LineEditing(field.text.wrappedValue, caret: caret)
    var changed = false
    var pendingText = ""
    // Consecutive insertions go in as one, so typing at the start of a long text does not
    // shift the rest once per character.
    func insertPendingText() {
      guard !pendingText.isEmpty else { return }
      changed = insert(pendingText, into: &editing, axis: field.axis) || changed
      pendingText = ""
    }
    for edit in edits {
      switch edit {
      case .command(.insert(let string)):
        pendingText += string
      case .command(let command):
        insertPendingText()
        changed = editing.apply(command) || changed
      case .insertNewline:
        insertPendingText()
        editing.characters.insert("\n", at: editing.caret)
        editing.caret += 1
        changed = true
      }
    }
    insertPendingText()
    caret = editing.caret
    if changed { field.text.wrappedValue = editing.text }
    node.graph.markDirty(node)
  }

  /// Inserts `string` at the caret; multi-line fields keep its line breaks.
  private func insert(_ string: String, into editing: inout LineEditing, axis: Axis) -> Bool {
    guard axis == .vertical else { return editing.apply(.insert(string)) }
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
    return inserted
  }
}

extension TextField: AnyPrimitiveNodeView, ControlView {
  /// A field over a value (`TextField(_:value:format:)`) is a composite that edits text and
  /// parses it (`ValueTextField`): shown as that view; any other is a text field. (So its
  /// behaviour's type is named per value.)
  package func makeNodeBehavior() -> any NodeBehavior {
    valueEditor == nil ? TextFieldNode() : AnyViewNode()
  }

  package func describeChildren(to behavior: any NodeBehavior, in node: ViewNode) -> [ChildSpec] {
    if let field = behavior as? TextFieldNode { return field.describe(control, in: node) }
    // The node was made for a value field: it shows the editor.
    return valueEditor.map { [ChildSpec(.content, view: $0, environment: node.environment)] } ?? []
  }

  package var equivalenceParts: [Any]? { nil }
}

extension TextEditor: PrimitiveNodeView, ControlView {
  package func makeBehavior() -> TextFieldNode { TextFieldNode() }

  package func describe(to behavior: TextFieldNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(control, in: node)
  }

  package var equivalenceParts: [Any]? { nil }
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
