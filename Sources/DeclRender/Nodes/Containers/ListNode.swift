import Decl

/// A `List` or `Form`: a scrolling column of rows, each inset by a column on both sides, with
/// a blank row around sections. It fills the space it is offered, like SwiftUI's. When its
/// only content is a `ForEach`, rows are realized lazily (see `ForEachNode`).
final class ListNode: ScrollingBehavior {
  let scroll = ScrollState()

  var isTransparent: Bool { false }

  /// The content, told it is a list's rows (and, for a `List`, its selection).
  func describe(
    content: any View, in node: ViewNode, rows: (inout EnvironmentValues) -> Void
  ) -> [ChildSpec] {
    var inner = node.environment
    inner.isInList = true
    rows(&inner)
    return [ChildSpec(.content, view: content, environment: inner)]
  }

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    if let source = ForEachNode.lazySource(in: node) {
      return Size(
        width: proposal.width ?? 0,
        height: proposal.height ?? lazyListHeight(source, width: proposal.width))
    }
    let content = ListLayout(rows: node.subviews, inset: 1).size(width: proposal.width)
    return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
  }

  func place(_ node: ViewNode, in rect: Rect) {
    if let source = ForEachNode.lazySource(in: node) {
      placeLazyList(source, in: rect, graph: node.graph)
      return
    }
    let layout = ListLayout(rows: node.subviews, inset: 1)
    let content = layout.size(width: rect.width)
    scroll.contentSize = Size(width: rect.width, height: content.height)
    scroll.viewport = rect.size
    scroll.clamp()
    layout.place(
      in: Rect(
        x: rect.minX, y: rect.minY - scroll.offset.y, width: rect.width, height: content.height))
  }

  func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    drawScrolling(node, into: &drawing, context: context, showsIndicator: true)
  }

  /// The measured heights of the realized rows, and the estimate for the others.
  private func rowHeights(_ source: ViewNode, width: Int) -> (heights: [Int], estimate: Int) {
    let heights = source.children.map {
      $0.sizeThatFits(ProposedSize(width: width, height: nil)).height
    }
    let total = heights.reduce(0, +)
    return (heights, heights.isEmpty ? 1 : max(1, (total + heights.count / 2) / heights.count))
  }

  /// The height of a lazy list's content: measured rows plus estimated ones.
  private func lazyListHeight(_ source: (node: ViewNode, rows: ForEachNode), width: Int?) -> Int {
    let rowWidth = width.map { max(0, $0 - 2) }
    let (heights, estimate) = rowHeights(source.node, width: rowWidth ?? 0)
    let window = source.rows.lazyWindow ?? 0..<0
    return heights.reduce(0, +) + (source.rows.rowCount - window.count) * estimate
  }

  /// Places a lazy list's realized rows and asks for the window the scroll position needs.
  private func placeLazyList(
    _ source: (node: ViewNode, rows: ForEachNode), in rect: Rect, graph: GraphContext
  ) {
    let rowWidth = max(0, rect.width - 2)
    let window = source.rows.lazyWindow ?? 0..<0
    let (heights, estimate) = rowHeights(source.node, width: rowWidth)
    let before = window.lowerBound * estimate
    let after = (source.rows.rowCount - window.upperBound) * estimate
    scroll.contentSize = Size(width: rect.width, height: before + heights.reduce(0, +) + after)
    scroll.viewport = rect.size
    scroll.clamp()
    var y = rect.minY - scroll.offset.y + before
    for (row, height) in zip(source.node.children, heights) {
      row.place(
        in: Rect(x: rect.minX + 1, y: y, width: rowWidth, height: height),
        proposal: ProposedSize(width: rowWidth, height: nil))
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
      graph.lazySourcesToRealize.append(source.node)
    }
  }
}

extension List: PrimitiveNodeView {
  func makeBehavior() -> any NodeBehavior { ListNode() }

  func describe(to behavior: any NodeBehavior, in node: ViewNode) -> [ChildSpec] {
    (behavior as! ListNode).describe(content: content, in: node) {
      $0.listSelection = selection
    }
  }
}

extension Form: PrimitiveNodeView {
  func makeBehavior() -> any NodeBehavior { ListNode() }

  func describe(to behavior: any NodeBehavior, in node: ViewNode) -> [ChildSpec] {
    (behavior as! ListNode).describe(content: content, in: node) { _ in }
  }
}
