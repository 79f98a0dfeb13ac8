import Decl
import DeclGraph

/// A `List` or `Form`: a scrolling column of rows laid out by `ListLayout` (inset by a column on
/// both sides, with a blank row around sections, as its style and row modifiers say). It fills
/// the space it is offered, like SwiftUI's. When its only content is a `ForEach`, rows are
/// realized lazily (see `ForEachNode`).
package final class ListNode: ScrollingBehavior {
  package let scroll = ScrollState()

  package var isTransparent: Bool { false }

  /// The content, told it is a list's rows (and, for a `List`, its selection).
  func describe(
    content: any View, in node: ViewNode, rows: (inout EnvironmentValues) -> Void
  ) -> [ChildSpec] {
    var inner = node.environment
    inner.isInList = true
    inner.listRowSettings = ListRowSettings()
    rows(&inner)
    return [ChildSpec(.content, view: content, environment: inner)]
  }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    if let source = ForEachNode.lazySource(in: node) {
      return Size(
        width: proposal.width ?? 0,
        height: proposal.height
          ?? lazyListHeight(
            source, width: proposal.width, metrics: ListMetrics(environment: node.environment)))
    }
    let content = layout(of: node).size(width: proposal.width)
    return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
  }

  package func place(_ node: ViewNode, in rect: Rect) {
    if let source = ForEachNode.lazySource(in: node) {
      placeLazyList(
        source, in: rect, metrics: ListMetrics(environment: node.environment), graph: node.graph)
      return
    }
    let layout = layout(of: node)
    let content = layout.size(width: rect.width)
    scroll.contentSize = Size(width: rect.width, height: content.height)
    scroll.viewport = rect.size
    scroll.clamp()
    layout.place(
      in: Rect(
        x: rect.minX, y: rect.minY - scroll.offset.y, width: rect.width, height: content.height))
  }

  /// The list's rows (a lazy list's realized ones) as laid out.
  private func layout(of node: ViewNode) -> ListLayout {
    let metrics = ListMetrics(environment: node.environment)
    if let source = ForEachNode.lazySource(in: node) {
      return lazyLayout(source, metrics: metrics)
    }
    return ListLayout(rows: node.layoutChildren, metrics: metrics)
  }

  /// Draws the rows' backgrounds, the rows, then their separators and badges.
  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    let layout = layout(of: node)
    let frame = context.translated(node.frame)
    let inside = context.clipped(to: node.frame)
    layout.drawBackgrounds(in: frame, into: &drawing, context: inside)
    drawScrolling(node, into: &drawing, context: context, showsIndicator: true)
    layout.drawDecorations(in: frame, into: &drawing, context: inside)
  }

  /// The realized rows of a lazy list as laid out, and whether rows follow them.
  private func lazyLayout(_ source: (node: ViewNode, rows: ForEachNode), metrics: ListMetrics)
    -> ListLayout
  {
    var layout = ListLayout(rows: source.node.children, metrics: metrics)
    layout.continues = (source.rows.lazyWindow?.upperBound ?? 0) < source.rows.rowCount
    return layout
  }

  /// The heights the realized rows take (with their insets, separators and the row spacing
  /// after them), and the estimate for the others.
  private func rowHeights(_ layout: ListLayout, width: Int) -> (heights: [Int], estimate: Int) {
    let heights = layout.rows.enumerated().map { index, row in
      let traits = ListRowTraits(row, metrics: layout.metrics)
      let rowWidth = max(0, width - traits.leading - traits.trailing)
      return row.sizeThatFits(ProposedSize(width: rowWidth, height: nil)).height
        + traits.extraHeight + layout.gap(after: index)
    }
    let total = heights.reduce(0, +)
    return (heights, heights.isEmpty ? 1 : max(1, (total + heights.count / 2) / heights.count))
  }

  /// The height of a lazy list's content: measured rows plus estimated ones (whose estimate
  /// counts the space after a row, which the last one does not have).
  private func lazyListHeight(
    _ source: (node: ViewNode, rows: ForEachNode), width: Int?, metrics: ListMetrics
  ) -> Int {
    let layout = lazyLayout(source, metrics: metrics)
    let (heights, estimate) = rowHeights(layout, width: width ?? 0)
    let window = source.rows.lazyWindow ?? 0..<0
    let total = heights.reduce(0, +) + (source.rows.rowCount - window.count) * estimate
    let lastGap = metrics.rowSpacing + (metrics.separatesRows ? 1 : 0)
    return max(0, total - (layout.continues ? lastGap : 0))
  }

  /// Places a lazy list's realized rows and asks for the window the scroll position needs.
  private func placeLazyList(
    _ source: (node: ViewNode, rows: ForEachNode), in rect: Rect, metrics: ListMetrics,
    graph: GraphContext
  ) {
    let window = source.rows.lazyWindow ?? 0..<0
    let layout = lazyLayout(source, metrics: metrics)
    let (heights, estimate) = rowHeights(layout, width: rect.width)
    let before = window.lowerBound * estimate
    let after = (source.rows.rowCount - window.upperBound) * estimate
    scroll.contentSize = Size(width: rect.width, height: before + heights.reduce(0, +) + after)
    scroll.viewport = rect.size
    scroll.clamp()
    var y = rect.minY - scroll.offset.y + before
    for (row, height) in zip(source.node.children, heights) {
      let traits = ListRowTraits(row, metrics: metrics)
      _ = layout.place(row, traits: traits, x: rect.minX, y: y, width: rect.width)
      y += height
    }
    let first = scroll.offset.y / estimate
    let last = (scroll.offset.y + rect.height) / estimate + 1
    let count = source.rows.rowCount
    let needed =
      max(0, first - ForEachNode.lazyMargin)..<min(count, last + ForEachNode.lazyMargin)
    if needed.lowerBound < window.lowerBound || needed.upperBound > window.upperBound {
      let slack = ForEachNode.lazyMargin + ForEachNode.lazySlack
      source.rows.requestedWindow = max(0, first - slack)..<min(count, last + slack)
      graph.layoutPass.lazySourcesToRealize.append(source.node)
    }
  }
}

extension List: PrimitiveNodeView {
  package func makeBehavior() -> ListNode { ListNode() }

  package func describe(to behavior: ListNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(content: content, in: node) {
      $0.listSelection = selection
    }
  }
}

extension Form: PrimitiveNodeView {
  package func makeBehavior() -> ListNode { ListNode() }

  package func describe(to behavior: ListNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(content: content, in: node) { _ in }
  }
}
