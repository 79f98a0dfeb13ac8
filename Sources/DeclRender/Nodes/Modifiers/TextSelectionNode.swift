import Decl

/// Text made selectable (`textSelection(.enabled)`): with no control inside, the view is a focus
/// stop, and Alt-C copies its text to the clipboard (Command-C as Decl reads Command; Ctrl-C
/// quits). The terminal's own mouse selection works as ever.
final class TextSelectionNode: StyledControlBehavior, ModifierNode {
  var modifier: TextSelectionModifier

  init(_ modifier: TextSelectionModifier) { self.modifier = modifier }

  var controlName: String { "text" }

  func keyHelp(_ node: ViewNode) -> [KeyHelp] { [KeyHelp("alt-c", "copy")] }

  func acceptsFocus(_ node: ViewNode) -> Bool {
    modifier.allowsSelection && node.content?.descendant(where: { $0.isFocusable }) == nil
  }
  func clickTakesFocus(_ node: ViewNode) -> Bool { true }
  func tapPriority(_ node: ViewNode) -> TapPriority? { nil }
  func click(at point: Point, node: ViewNode) {}
  func activate(_ node: ViewNode) {}

  func handleKey(_ event: KeyEvent, node: ViewNode) -> Bool {
    guard TextFieldNode.clipboardKey(event) == .copy, modifier.allowsSelection else {
      return false
    }
    Clipboard.string = node.textContent
    return true
  }
}

extension TextSelectionModifier: PrimitiveNodeModifier {
  typealias Node = TextSelectionNode
}
