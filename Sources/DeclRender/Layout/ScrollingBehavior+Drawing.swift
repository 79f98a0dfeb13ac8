import Decl
import DeclCanvas
import DeclGraph

extension ScrollingBehavior {
  /// Draws a scrolling container: a region for the mouse wheel (before its content, so a
  /// container inside wins), the content clipped to the frame, and a scroll bar.
  func drawScrolling(
    _ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext,
    showsIndicator: Bool
  ) {
    let inside = context.clipped(to: node.frame)
    drawing.addHitRegion(
      inside.translated(node.frame), node: node, kind: .scrollContainer, clip: inside.clip)
    node.drawChildren(into: &drawing, context: inside)
    if showsIndicator { drawScrollIndicator(node, into: &drawing, context: inside) }
  }

  /// Draws a scroll bar in the rightmost column when the content is taller than the view, or
  /// in the bottom row when it only scrolls sideways and is wider.
  private func drawScrollIndicator(
    _ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext
  ) {
    let state = scroll
    let vertical = state.axes.contains(.vertical)
    let (track, content, offset) =
      vertical
      ? (state.viewport.height, state.contentSize.height, state.offset.y)
      : (state.viewport.width, state.contentSize.width, state.offset.x)
    guard content > track, track > 0 else { return }
    let rect = context.translated(node.frame)
    // The thumb is as long a share of the track as the view is of the content, and as far
    // along it as the offset is along the content's travel.
    let thumb = max(1, track * track / content)
    let travel = content - track
    let start = travel > 0 ? offset * (track - thumb) / travel : 0
    let color = StyleResolver(environment: node.environment).cellColor(.gray) ?? .default
    let style = CellStyle(foreground: color, background: .default, attributes: [])
    for step in start..<min(track, start + thumb) {
      if vertical {
        drawing.put(
          "┃", width: 1, x: rect.maxX - 1, y: rect.minY + step, style: style, clip: context.clip)
      } else {
        drawing.put(
          "━", width: 1, x: rect.minX + step, y: rect.maxY - 1, style: style, clip: context.clip)
      }
    }
  }
}

extension ViewGraph {
  /// Scrolls the containers around the focused control so that it is visible.
  func scrollFocusedIntoView() {
    guard let focused = context.focus.focused, focused.status.isMounted else { return }
    var ancestor = focused.parent
    while let container = ancestor {
      if let state = container.scrollState {
        let viewport = container.frame
        let target = focused.frame
        var delta = Point(x: 0, y: 0)
        if target.minY < viewport.minY {
          delta.y = target.minY - viewport.minY
        } else if target.maxY > viewport.maxY {
          delta.y = min(target.maxY - viewport.maxY, target.minY - viewport.minY)
        }
        if target.minX < viewport.minX {
          delta.x = target.minX - viewport.minX
        } else if target.maxX > viewport.maxX {
          delta.x = min(target.maxX - viewport.maxX, target.minX - viewport.minX)
        }
        if delta.x != 0 || delta.y != 0 {
          state.offset = Point(x: state.offset.x + delta.x, y: state.offset.y + delta.y)
          container.layout.isPlaced = false
          container.place(in: container.frame, proposal: nil)
        }
      }
      ancestor = container.parent
    }
  }
}
