import Decl
import DeclGraph
import DeclInput

/// A `Picker`: its look is `PickerBody` in its style; keys and clicks change the selection
/// (see `Picker` for which keys each style uses). An inline picker keeps a highlighted row
/// that the focus is drawn on; a menu picker keeps whether its pop-up is open.
package final class PickerNode: StyledControlBehavior {
  /// The row an inline picker's focus is on, and whether it had focus at its last update.
  private var highlight = 0
  private var wasFocused = false
  /// Whether a menu picker's pop-up of options is open.
  private var isMenuOpen = false

  package var controlName: String { "picker" }

  enum KeyAction {
    case highlightPrevious, highlightNext, chooseHighlighted, previous, next, open, cycle
  }

  /// An inline picker's keys.
  static let inlineKeys: KeyMap<KeyAction> = [
    KeyBinding(
      [KeyChord(.up)], .highlightPrevious, "move", keyDisplay: "↑↓",
      detail: "move the highlight of a focused inline picker up (past the first option, focus "
        + "moves on)"),
    KeyBinding([KeyChord(.down)], .highlightNext, "down", show: false, detail: "down"),
    KeyBinding(
      [.enter, .space], .chooseHighlighted, "choose", detail: "choose the highlighted option"),
  ]

  /// A menu picker's keys.
  static let menuKeys: KeyMap<KeyAction> = [
    KeyBinding(
      [.enter, .space], .open, "open",
      detail: "open the pop-up menu of a focused `.menu` picker"),
    KeyBinding(
      [KeyChord(.left)], .previous, "change", keyDisplay: "←→",
      detail: "choose the previous option"),
    KeyBinding([KeyChord(.right)], .next, "next", show: false, detail: "the next option"),
  ]

  /// A segmented picker's keys.
  static let segmentedKeys: KeyMap<KeyAction> = [
    KeyBinding(
      [KeyChord(.left)], .previous, "change", keyDisplay: "←→",
      detail: "choose the previous option of a focused segmented picker"),
    KeyBinding([KeyChord(.right)], .next, "next", show: false, detail: "the next option"),
    KeyBinding(
      [.enter, .space], .cycle, "next", detail: "the next option, after the last the first"),
  ]

  private static func keyMap(_ node: ViewNode) -> KeyMap<KeyAction> {
    switch node.environment.pickerStyleKind {
    case .inline: inlineKeys
    case .menu: menuKeys
    case .segmented: segmentedKeys
    }
  }

  package func keyHelp(_ node: ViewNode) -> [KeyHelp] { Self.keyMap(node).help() }

  func describe(_ picker: PickerControl, in node: ViewNode) -> [ChildSpec] {
    let focused = node.isFocused
    if focused && !wasFocused {
      // Focus arrives on the selected row.
      highlight = picker.selectedIndex(in: picker.options) ?? 0
    }
    wasFocused = focused
    let body = PickerBody(control: picker, isMenuOpen: isMenuOpen) { [weak self, weak node] in
      self?.setMenuOpen(false, node: node)
    }
    return [ChildSpec(.content, view: body, environment: node.controlEnvironment)]
  }

  /// The focus ring goes on an inline picker's highlighted row, or on the whole picker.
  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    let focusFrame =
      node.environment.pickerStyleKind == .inline
      ? (node.regionFrame(highlight) ?? node.frame) : node.frame
    node.drawControl(into: &drawing, context: context, focusFrame: focusFrame)
  }

  package func acceptsFocus(_ node: ViewNode) -> Bool { true }
  package func clickTakesFocus(_ node: ViewNode) -> Bool { false }
  package func tapPriority(_ node: ViewNode) -> TapPriority? { nil }
  package func activate(_ node: ViewNode) {}

  package func handleKey(_ event: KeyEvent, node: ViewNode) -> Bool {
    Self.keyMap(node).dispatch(event) { perform($0, node: node) }
  }

  private func perform(_ action: KeyAction, node: ViewNode) -> Bool {
    guard let picker = node.currentControl(PickerControl.self) else { return false }
    let options = picker.options
    guard !options.isEmpty else { return false }
    let selected = picker.selectedIndex(in: options)
    highlight = min(max(0, highlight), options.count - 1)
    switch action {
    case .highlightPrevious:
      // Past the first row, Up moves focus on.
      guard highlight > 0 else { return false }
      highlight -= 1
    case .highlightNext:
      guard highlight < options.count - 1 else { return false }
      highlight += 1
    case .chooseHighlighted:
      choose(picker, options[highlight], node: node)
    case .previous:
      if let selected, selected > 0 { choose(picker, options[selected - 1], node: node) }
      return true
    case .next:
      let next = selected.map { $0 + 1 } ?? 0
      if next < options.count { choose(picker, options[next], node: node) }
      return true
    case .open:
      setMenuOpen(true, node: node)
      return true
    case .cycle:
      choose(picker, options[((selected ?? -1) + 1) % options.count], node: node)
      return true
    }
    node.graph.markDirty(node)
    return true
  }

  /// Opens or closes a menu picker's pop-up.
  private func setMenuOpen(_ open: Bool, node: ViewNode?) {
    guard let node, isMenuOpen != open else { return }
    isMenuOpen = open
    node.graph.markDirty(node)
  }

  package func click(at point: Point, node: ViewNode) {
    guard node.environment.isEnabled, let picker = node.currentControl(PickerControl.self) else {
      return
    }
    let options = picker.options
    guard !options.isEmpty else { return }
    let region = node.region(at: point)
    if let region, options.indices.contains(region) {
      highlight = region
      choose(picker, options[region], node: node)
    } else if node.environment.pickerStyleKind == .menu {
      setMenuOpen(true, node: node)
    }
  }

  private func choose(_ picker: PickerControl, _ option: PickerOption, node: ViewNode) {
    guard node.environment.isEnabled else { return }
    picker.select(option.tag)
    node.graph.markDirty(node)
  }
}

extension Picker: PrimitiveNodeView, ControlView {
  package func makeBehavior() -> PickerNode { PickerNode() }

  package func describe(to behavior: PickerNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(control, in: node)
  }

  package var equivalenceParts: [Any]? { control.identity + [control.content] }
}
