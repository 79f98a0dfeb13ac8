import Decl
import DeclCanvas
import DeclGraph

extension ViewGraph {
  /// Draws the `help` text of the focused control in a status line over the bottom row of
  /// the screen, grey on the darkest system grey, while the control has focus.
  func drawHelpLine(into drawing: inout FrameDrawing) {
    guard let focused = context.focus.focused, focused.status.isMounted,
      let help = focused.environment.helpText?.plainString, !help.isEmpty,
      drawing.canvas.height > 0
    else { return }
    let resolver = StyleResolver(environment: focused.environment)
    let style = CellStyle(
      foreground: resolver.cellColor(.secondary) ?? .default,
      background: resolver.cellColor(.systemGray6) ?? .default, attributes: [])
    let y = drawing.canvas.height - 1
    let row = Rect(x: 0, y: y, width: drawing.canvas.width, height: 1)
    drawing.canvas.fill(row, style: style)
    drawing.putLine(
      help, at: Point(x: 1, y: y), maxWidth: max(0, drawing.canvas.width - 2), style: style,
      clip: row)
  }
}
