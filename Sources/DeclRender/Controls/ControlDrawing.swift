import Decl

extension ViewNode {
  func drawControl(_ control: Control, into canvas: inout Canvas, context: DrawContext) {
    switch control {
    case .button, .toggle, .slider, .stepper, .focusable:
      drawChildren(into: &canvas, context: context)
      // The focused control is shown in reverse video, whatever its style draws.
      if isFocused { drawFocus(frame, into: &canvas, context: context) }
    case .picker:
      drawChildren(into: &canvas, context: context)
      if isFocused { drawFocus(pickerFocusFrame, into: &canvas, context: context) }
    case .listRow(let row):
      drawChildren(into: &canvas, context: context)
      drawRowSelection(row, into: &canvas, context: context)
      if isFocused { drawFocus(frame, into: &canvas, context: context) }
    case .textField(let field):
      drawTextField(field, into: &canvas, context: context)
    case .indicator(let indicator):
      drawIndicator(indicator, into: &canvas, context: context)
    }
  }

  private func drawFocus(_ rect: Rect, into canvas: inout Canvas, context: DrawContext) {
    canvas.modifyStyle(in: context.translated(rect).intersection(context.clip)) {
      $0.attributes.insert(.inverse)
    }
  }
}
