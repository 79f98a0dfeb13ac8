import Decl
import DeclCanvas
import DeclGraph
import DeclInput

/// A colour picker's well: `██ #FF9500`, the swatch in the colour. With focus, typed hex
/// digits replace the code (shown as they come, `#FF____`), and the sixth sets the colour;
/// Backspace takes one back, Escape drops them.
package final class ColorWellNode: LeafBehavior, KeyBoundControl {
  private var selection: Binding<Color>?
  private var typed = ""

  package var controlName: String { "color picker" }

  package enum KeyAction { case digit, eraseDigit, dropDigits }

  package static let keyMap: KeyMap<KeyAction> = [
    KeyBinding(
      [.characters(.hexDigits, .exactly([])), .characters(.hexDigits, .exactly(.shift))], .digit,
      "type a hex colour",
      detail: "six hex digits set the colour"),
    KeyBinding(
      [KeyChord(.backspace), KeyChord(.backspace, .shift)], .eraseDigit, "erase", show: false,
      detail: "take the last digit typed back"),
    KeyBinding(
      [KeyChord(.escape), KeyChord(.escape, .shift)], .dropDigits, "drop", show: false,
      detail: "drop the digits typed"),
  ]

  func describe(_ well: ColorWell, in node: ViewNode) -> [ChildSpec] {
    selection = well.selection
    node.track { _ = well.selection.wrappedValue }
    return []
  }

  /// The colour's hex code in the node's colour scheme.
  private func hex(_ node: ViewNode) -> String {
    guard let color = selection?.wrappedValue,
      case .rgb(let red, let green, let blue) = StyleResolver(environment: node.environment)
        .cellColor(color.opacity(1)) ?? .rgb(0, 0, 0)
    else { return "#000000" }
    return "#"
      + [red, green, blue].map { byte in
        let digits = String(byte, radix: 16, uppercase: true)
        return byte < 16 ? "0" + digits : digits
      }.joined()
  }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    Size(width: 10, height: 1)
  }

  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    guard let selection else { return }
    let rect = context.translated(node.frame)
    let resolver = StyleResolver(environment: node.environment)
    if node.isFocusable {
      drawing.addHitRegion(rect, node: node, kind: .control, clip: context.clip)
    }
    var swatch = resolver.textStyle(TextStyle())
    swatch.foreground = resolver.cellColor(selection.wrappedValue) ?? .default
    drawing.putLine(
      "██", at: Point(x: rect.minX, y: rect.minY), maxWidth: 2, style: swatch, clip: context.clip)
    var code = resolver.textStyle(TextStyle())
    if !node.environment.isEnabled { code.foreground = resolver.cellColor(.gray) ?? .default }
    if node.showsFocusRing { code.attributes.insert(.inverse) }
    let shown =
      typed.isEmpty || !node.isFocused
      ? hex(node) : "#" + typed + String(repeating: "_", count: 6 - typed.count)
    drawing.putLine(
      shown, at: Point(x: rect.minX + 3, y: rect.minY), maxWidth: 7, style: code,
      clip: context.clip)
  }

  package func acceptsFocus(_ node: ViewNode) -> Bool { true }
  package func clickTakesFocus(_ node: ViewNode) -> Bool { true }
  package func click(at point: Point, node: ViewNode) {}
  package func tapPriority(_ node: ViewNode) -> TapPriority? { nil }
  package func activate(_ node: ViewNode) {}

  /// The table says which characters type; the action gets the one typed.
  package func handleKey(_ event: KeyEvent, node: ViewNode) -> Bool {
    Self.keyMap.dispatch(event) { perform($0, typing: event.character, node: node) }
  }

  package func perform(_ action: KeyAction, node: ViewNode) -> Bool {
    perform(action, typing: nil, node: node)
  }

  private func perform(_ action: KeyAction, typing character: Character?, node: ViewNode) -> Bool {
    guard node.environment.isEnabled else { return false }
    switch action {
    case .digit:
      guard let character else { return false }
      typed.append(Character(character.uppercased()))
      if typed.count == 6, let value = Int(typed, radix: 16) {
        selection?.wrappedValue = Color(
          red: Double(value >> 16) / 255, green: Double(value >> 8 & 0xFF) / 255,
          blue: Double(value & 0xFF) / 255)
        typed = ""
      }
    case .eraseDigit where !typed.isEmpty:
      typed.removeLast()
    case .dropDigits where !typed.isEmpty:
      typed = ""
    default:
      return false
    }
    node.graph.markDirty(node)
    return true
  }
}

extension ColorWell: PrimitiveNodeView {
  package func makeBehavior() -> ColorWellNode { ColorWellNode() }

  package func describe(to behavior: ColorWellNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(self, in: node)
  }
}
