import Decl

/// How far a scrolling container (List, Form, ScrollView) is scrolled, and what it shows.
@MainActor
final class ScrollState {
  var offset = Point(x: 0, y: 0)
  /// The size of everything inside, as of the last layout.
  var contentSize = Size(width: 0, height: 0)
  /// The size of the visible part, as of the last layout.
  var viewport = Size(width: 0, height: 0)

  /// Keeps the offset between the start and the last full page.
  func clamp() {
    offset.x = min(max(0, offset.x), max(0, contentSize.width - viewport.width))
    offset.y = min(max(0, offset.y), max(0, contentSize.height - viewport.height))
  }
}

extension ViewNode {
  /// The scroll state of a scrolling container, made on first use.
  var scrollState: ScrollState {
    if let scroll { return scroll }
    let made = ScrollState()
    scroll = made
    return made
  }

  /// Scrolls by `rows` (clamped at the next layout) and places the content again.
  func scroll(byRows rows: Int) {
    scrollState.offset.y += rows
    scrollState.clamp()
    invalidatePlacement()
  }

  /// Makes the next layout place this node again, and its ancestors on the way to it.
  func invalidatePlacement() {
    // All the way up: nodes flattened into a container's list are never placed themselves,
    // so an invalid one says nothing about those above it.
    var node: ViewNode? = self
    while let current = node {
      current.placementValid = false
      node = current.parent
    }
  }

  /// Whether this node scrolls its content.
  var isScrollContainer: Bool {
    switch kind {
    case .container(.list), .container(.form), .container(.scrollView): true
    default: false
    }
  }

  /// What a scroll view offers its content: unspecified along the axes it scrolls.
  func scrollContentProposal(_ proposal: ProposedSize, axes: Axis.Set) -> ProposedSize {
    ProposedSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
  }

  func scrollViewSize(axes: Axis.Set, _ proposal: ProposedSize) -> Size {
    let content = StackLayout.implicit.sizeThatFits(
      layoutChildren, scrollContentProposal(proposal, axes: axes))
    // Like SwiftUI's, a scroll view takes the space it is offered.
    return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
  }

  func placeScrollView(axes: Axis.Set, in rect: Rect) {
    let state = scrollState
    let units = layoutChildren
    let content = StackLayout.implicit.sizeThatFits(
      units, scrollContentProposal(ProposedSize(rect.size), axes: axes))
    state.contentSize = content
    state.viewport = rect.size
    state.clamp()
    StackLayout.implicit.place(
      units,
      in: Rect(
        x: rect.minX - state.offset.x, y: rect.minY - state.offset.y, width: content.width,
        height: content.height))
  }

  func placeList(in rect: Rect) {
    if let source = lazyRowSource {
      placeLazyList(source, in: rect)
      return
    }
    let state = scrollState
    let layout = ListLayout(rows: layoutChildren, inset: 1)
    let content = layout.size(width: rect.width)
    state.contentSize = Size(width: rect.width, height: content.height)
    state.viewport = rect.size
    state.clamp()
    layout.place(
      in: Rect(
        x: rect.minX, y: rect.minY - state.offset.y, width: rect.width, height: content.height))
  }

  /// Draws a scroll bar in the rightmost column when the content is taller than the view.
  func drawScrollIndicator(into canvas: inout Canvas, context: DrawContext) {
    guard let state = scroll, state.contentSize.height > state.viewport.height,
      state.viewport.height > 0
    else {
      return
    }
    let rect = context.translated(frame)
    let track = state.viewport.height
    let thumb = max(1, track * track / state.contentSize.height)
    let travel = state.contentSize.height - track
    let start = travel > 0 ? state.offset.y * (track - thumb) / travel : 0
    let color = StyleResolver(environment: environment).cellColor(.gray) ?? .default
    for row in start..<min(track, start + thumb) {
      put(
        "┃", width: 1, x: rect.maxX - 1, y: rect.minY + row,
        style: CellStyle(foreground: color, background: .default, attributes: []), into: &canvas,
        clip: context.clip)
    }
  }
}

extension ViewGraph {
  /// Scrolls the containers around the focused control so that it is visible.
  func scrollFocusedIntoView() {
    guard let focused = context.focus.focused, focused.isMounted else { return }
    var ancestor = focused.parent
    while let container = ancestor {
      if container.isScrollContainer {
        let state = container.scrollState
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
          container.placementValid = false
          container.place(in: container.frame)
        }
      }
      ancestor = container.parent
    }
  }

  /// Scrolls the innermost scrolling container under `point` by `rows`.
  func scroll(at point: Point, by rows: Int) {
    func deepest(_ node: ViewNode) -> ViewNode? {
      for child in node.screenChildren.reversed() {
        if let found = deepest(child) { return found }
      }
      return node.isScrollContainer && node.frame.contains(point) ? node : nil
    }
    // Only what is on screen and not covered by a sheet scrolls.
    guard let container = deepest(interactionRoot) else { return }
    container.scroll(byRows: rows)
  }
}
