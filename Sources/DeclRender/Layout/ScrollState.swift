import Decl
import Foundation

/// How far a scrolling container (List, Form, ScrollView) is scrolled, and what it shows.
@MainActor
final class ScrollState {
  var offset = Point(x: 0, y: 0)
  /// The size of everything inside, as of the last layout.
  var contentSize = Size(width: 0, height: 0)
  /// The size of the visible part, as of the last layout.
  var viewport = Size(width: 0, height: 0)
  /// The axes the container scrolls along: the wheel scrolls a horizontal one sideways.
  var axes: Axis.Set = .vertical

  /// Where the container settles after scrolling (`scrollTargetBehavior`), if anywhere.
  var targetBehavior: (any ScrollTargetBehavior)?
  /// Where the views of the content start along the scroll axis, in cells from the content's
  /// start: the edges `.viewAligned` settles on.
  var alignedEdges: [Int] = []

  /// Keeps the offset between the start and the last full page.
  func clamp() {
    offset.x = min(max(0, offset.x), max(0, contentSize.width - viewport.width))
    offset.y = min(max(0, offset.y), max(0, contentSize.height - viewport.height))
  }

  /// Moves the offset a scroll from `original` reached to where the target behavior settles
  /// it, in whole cells.
  func settle(from original: Point, environment: EnvironmentValues) {
    guard let behavior = targetBehavior, offset != original else { return }
    let scale = environment.pointScale
    let vertical = axes.contains(.vertical)
    let axis: Axis = vertical ? .vertical : .horizontal
    func rect(_ point: Point) -> CGRect {
      scale.points(Rect(x: point.x, y: point.y, width: viewport.width, height: viewport.height))
    }
    let delta = vertical ? offset.y - original.y : offset.x - original.x
    let context = ScrollTargetBehaviorContext(
      originalTarget: ScrollTarget(rect: rect(original)),
      velocity: vertical
        ? CGVector(dx: 0, dy: CGFloat(delta.signum()))
        : CGVector(dx: CGFloat(delta.signum()), dy: 0),
      contentSize: scale.points(contentSize), containerSize: scale.points(viewport), axes: axes,
      environment: environment,
      alignedEdges: alignedEdges.map { scale.points($0, along: axis) })
    var target = ScrollTarget(rect: rect(offset))
    behavior.updateTarget(&target, context: context)
    offset = Point(
      x: scale.cells(target.rect.minX, along: .horizontal),
      y: scale.cells(target.rect.minY, along: .vertical))
    clamp()
  }
}

/// A container that scrolls its content: lists, forms and scroll views.
@MainActor
protocol ScrollingBehavior: NodeBehavior {
  var scroll: ScrollState { get }
}

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
    if !state.axes.contains(.vertical) {
      drawHorizontalIndicator(node, into: &drawing, context: context)
      return
    }
    guard state.contentSize.height > state.viewport.height,
      state.viewport.height > 0
    else {
      return
    }
    let rect = context.translated(node.frame)
    let track = state.viewport.height
    let thumb = max(1, track * track / state.contentSize.height)
    let travel = state.contentSize.height - track
    let start = travel > 0 ? state.offset.y * (track - thumb) / travel : 0
    let color = StyleResolver(environment: node.environment).cellColor(.gray) ?? .default
    for row in start..<min(track, start + thumb) {
      drawing.put(
        "┃", width: 1, x: rect.maxX - 1, y: rect.minY + row,
        style: CellStyle(foreground: color, background: .default, attributes: []),
        clip: context.clip)
    }
  }

  /// Draws a scroll bar in the bottom row when the content is wider than the view.
  private func drawHorizontalIndicator(
    _ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext
  ) {
    let state = scroll
    guard state.contentSize.width > state.viewport.width, state.viewport.width > 0 else {
      return
    }
    let rect = context.translated(node.frame)
    let track = state.viewport.width
    let thumb = max(1, track * track / state.contentSize.width)
    let travel = state.contentSize.width - track
    let start = travel > 0 ? state.offset.x * (track - thumb) / travel : 0
    let color = StyleResolver(environment: node.environment).cellColor(.gray) ?? .default
    for column in start..<min(track, start + thumb) {
      drawing.put(
        "━", width: 1, x: rect.minX + column, y: rect.maxY - 1,
        style: CellStyle(foreground: color, background: .default, attributes: []),
        clip: context.clip)
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
