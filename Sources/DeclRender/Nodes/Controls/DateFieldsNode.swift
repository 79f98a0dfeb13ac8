import Decl
import DeclCanvas
import DeclGraph
import DeclInput
import Foundation

/// A date picker's row of fields on a grey fill (`Jun 3, 2026  9:41 AM`). It is one focus stop
/// that shows its chosen field in reverse video: ←/→ choose the field, ↑/↓ change it (wrapping
/// within it), digits type it (a field full of digits moves on to the next), `a`/`p` set AM or
/// PM, Home/End go to the first or last field. A click chooses the field under the pointer.
package final class DateFieldsNode: LeafBehavior, KeyBoundControl {
  private var control: DatePickerControl?
  /// The field keys change, as an index into the editable fields.
  private var selected = 0
  /// Digits typed into the chosen field so far.
  private var typed = ""

  package var controlName: String { "date picker" }

  package enum KeyAction {
    case previousField, nextField, firstField, lastField, increase, decrease, period, digit
  }

  package static let keyMap: KeyMap<KeyAction> = [
    KeyBinding(
      [KeyChord(.left)], .previousField, "field", keyDisplay: "←→",
      detail: "choose the field before (day, month, year, hour, minute, AM/PM)"),
    KeyBinding(
      [KeyChord(.right)], .nextField, "next field", show: false, detail: "the field after"),
    KeyBinding(
      [KeyChord(.up)], .increase, "change", keyDisplay: "↑↓",
      detail: "change the chosen field up (wrapping within it)"),
    KeyBinding([KeyChord(.down)], .decrease, "decrease", show: false, detail: "down"),
    KeyBinding(
      [.characters(.digits)], .digit, "type", show: false, detail: "type it (a full field moves on)"
    ),
    KeyBinding(
      [.characters(.oneOf("aApP"))], .period, "AM/PM", show: false, detail: "set AM or PM"),
    KeyBinding(
      [KeyChord(.home)], .firstField, "first field", show: false, detail: "the first field"),
    KeyBinding([KeyChord(.end)], .lastField, "last field", show: false, detail: "the last field"),
  ]

  func describe(_ fields: DateFields, in node: ViewNode) -> [ChildSpec] {
    control = fields.control
    node.track { _ = fields.control.selection.wrappedValue }
    return []
  }

  private func parts(_ node: ViewNode) -> DateFieldParts? {
    guard let control else { return nil }
    return DateFieldParts(
      date: control.selection.wrappedValue, components: control.components,
      environment: node.environment)
  }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    let width = parts(node)?.parts.reduce(0) { $0 + TerminalWidth.of($1.text) } ?? 0
    return Size(width: width + 2, height: 1)
  }

  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    guard let parts = parts(node) else { return }
    let rect = context.translated(node.frame)
    let resolver = StyleResolver(environment: node.environment)
    let fill = resolver.cellColor(UIColor.tertiarySystemFill.color) ?? .default
    let enabled = node.environment.isEnabled
    let base = CellStyle(
      foreground: enabled ? resolver.foreground(nil) : resolver.cellColor(.gray) ?? .default,
      background: fill, attributes: [])
    drawing.canvas.fill(
      Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 1).intersection(context.clip),
      style: base)
    if node.isFocusable {
      drawing.addHitRegion(rect, node: node, kind: .control, clip: context.clip)
    }
    var x = rect.minX + 1
    var field = 0
    for part in parts.parts {
      var style = base
      if part.kind != nil {
        if node.showsFocusRing && field == selected { style.attributes.insert(.inverse) }
        field += 1
      }
      x += drawing.putLine(
        part.text, at: Point(x: x, y: rect.minY), maxWidth: max(0, rect.maxX - x), style: style,
        clip: context.clip)
    }
  }

  package func acceptsFocus(_ node: ViewNode) -> Bool { true }
  package func clickTakesFocus(_ node: ViewNode) -> Bool { true }
  package func tapPriority(_ node: ViewNode) -> TapPriority? { nil }
  package func activate(_ node: ViewNode) {}

  /// A click chooses the field under the pointer.
  package func click(at point: Point, node: ViewNode) {
    guard let parts = parts(node) else { return }
    var x = node.frame.minX + 1
    var field = 0
    for part in parts.parts {
      let width = TerminalWidth.of(part.text)
      if part.kind != nil {
        if point.x < x + width {
          choose(field, node: node)
          return
        }
        field += 1
      }
      x += width
    }
    choose(field - 1, node: node)
  }

  private func choose(_ field: Int, node: ViewNode) {
    selected = max(0, field)
    typed = ""
    node.graph.markDirty(node)
  }

  /// The table says which characters type; the action gets the one typed.
  package func handleKey(_ event: KeyEvent, node: ViewNode) -> Bool {
    Self.keyMap.dispatch(event) { perform($0, typing: event.character, node: node) }
  }

  package func perform(_ action: KeyAction, node: ViewNode) -> Bool {
    perform(action, typing: nil, node: node)
  }

  private func perform(_ action: KeyAction, typing character: Character?, node: ViewNode) -> Bool {
    guard node.environment.isEnabled, let control, let parts = parts(node),
      !parts.fields.isEmpty
    else { return false }
    selected = min(selected, parts.fields.count - 1)
    let kind = parts.fields[selected]
    let date = control.selection.wrappedValue
    switch action {
    case .previousField, .nextField:
      let next = selected + (action == .previousField ? -1 : 1)
      guard parts.fields.indices.contains(next) else { return false }
      choose(next, node: node)
    case .firstField: choose(0, node: node)
    case .lastField: choose(parts.fields.count - 1, node: node)
    case .increase, .decrease:
      typed = ""
      write(parts.adjusting(kind, of: date, by: action == .increase ? 1 : -1), node: node)
    case .period:
      guard kind == .period, let character else { return false }
      write(parts.settingPeriod(of: date, afternoon: "pP".contains(character)), node: node)
    case .digit:
      guard let character else { return false }
      type(character, kind: kind, parts: parts, date: date, node: node)
    }
    return true
  }

  /// A typed digit: added to the digits typed so far when the field can hold them, else the
  /// start of a new number; a field that cannot take another digit moves on.
  private func type(
    _ digit: Character, kind: DateFieldParts.Kind, parts: DateFieldParts, date: Date,
    node: ViewNode
  ) {
    let maximum = parts.maximum(kind, of: date)
    var candidate = typed + String(digit)
    if let value = Int(candidate), value > maximum { candidate = String(digit) }
    typed = candidate
    if let value = Int(candidate), let changed = parts.setting(kind, of: date, to: value) {
      write(changed, node: node)
    }
    let full = (Int(candidate) ?? 0) * 10 > maximum || candidate.count >= String(maximum).count
    if full, kind != .year || candidate.count >= 4 {
      typed = ""
      if selected + 1 < parts.fields.count { selected += 1 }
    }
    node.graph.markDirty(node)
  }

  private func write(_ date: Date, node: ViewNode) {
    guard let control else { return }
    control.selection.wrappedValue = control.clamped(date)
    node.graph.markDirty(node)
  }
}

extension DateFields: PrimitiveNodeView {
  package func makeBehavior() -> DateFieldsNode { DateFieldsNode() }

  package func describe(to behavior: DateFieldsNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(self, in: node)
  }
}
