import Decl

extension ViewNode {
  func drawControl(_ control: Control, into canvas: inout Canvas, context: DrawContext) {
    switch control {
    case .button:
      drawChildren(into: &canvas, context: context)
      // The focused button is shown in reverse video, whatever its style draws.
      if isFocused {
        canvas.modifyStyle(in: context.translated(frame).intersection(context.clip)) {
          $0.attributes.insert(.inverse)
        }
      }
    case .textField(let field):
      drawTextField(field, into: &canvas, context: context)
    }
  }
}
