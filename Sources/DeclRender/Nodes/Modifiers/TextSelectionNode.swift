import Decl
import DeclGraph
import DeclInput

/// Text made selectable (`textSelection(.enabled)`): with no control inside, the view is a focus
/// stop, and Alt-C copies its text to the clipboard (Command-C as Decl reads Command; Ctrl-C
/// quits). The terminal's own mouse selection works as ever.
package final class TextSelectionNode: StyledControlBehavior, ModifierNode {
  package var modifier: TextSelectionModifier

  package init(_ modifier: TextSelectionModifier) { self.modifier = modifier }

  package var controlName: String { "text" }

  package func keyHelp(_ node: ViewNode) -> [KeyHelp] { [KeyHelp("alt-c", "copy")] }

  package func acceptsFocus(_ node: ViewNode) -> Bool {
    modifier.allowsSelection && node.content?.descendant(where: { $0.isFocusable }) == nil
  }
  package func clickTakesFocus(_ node: ViewNode) -> Bool { true }
  package func tapPriority(_ node: ViewNode) -> TapPriority? { nil }
  package func click(at point: Point, node: ViewNode) {}
  package func activate(_ node: ViewNode) {}

  package func handleKey(_ event: KeyEvent, node: ViewNode) -> Bool {
    guard TextFieldNode.clipboardKey(event) == .copy, modifier.allowsSelection else {
      return false
    }
    Clipboard.string = node.textContent
    return true
  }
}

extension TextSelectionModifier: PrimitiveNodeModifier {
  package typealias Node = TextSelectionNode
}
