import Decl

// Lazy lists: when a `ForEach` is a list's only content, only the rows around the visible part
// exist as nodes. The list's layout estimates the rows it has not measured from the ones it
// has, asks for the window of rows it needs, and the graph realizes that window before the
// frame is drawn. A 100,000-row list so costs about what a screenful does.

extension ViewNode {
  /// Rows made when a lazy list first appears, before its layout knows what is visible.
  static let initialLazyRows = 48
  /// Rows kept on each side of the visible ones, so Tab always finds the next row.
  static let lazyMargin = 3
  /// Extra rows realized beyond the margin on each side when the window moves. Moving it
  /// re-runs the `ForEach` over every realized row, so it moves with room to spare rather
  /// than on every one-row scroll.
  static let lazySlack = 8

  /// Whether this `ForEach` is the only content of a list (through transparent nodes that each
  /// have this one child), so the list may realize its rows lazily.
  private var isLazyListSource: Bool {
    var node = parent
    while let current = node {
      switch current.kind {
      case .container(.list), .container(.form):
        return true
      default:
        guard current.kind.isTransparent, current.childSpecCount == 1 else { return false }
      }
      node = current.parent
    }
    return false
  }

  /// The offsets of a `ForEach`'s rows that exist as nodes: all of them, or a lazy list's window.
  func realizedOffsets(of content: any ForEachContent) -> Range<Int> {
    let count = content.count
    guard isLazyListSource else {
      lazyWindow = nil
      return 0..<count
    }
    lazyRowCount = count
    var window = requestedWindow ?? lazyWindow ?? 0..<min(count, Self.initialLazyRows)
    window = window.clamped(to: 0..<count)
    if window.isEmpty { window = 0..<min(count, Self.initialLazyRows) }
    requestedWindow = nil
    lazyWindow = window
    return window
  }

  /// The lazy `ForEach` under a list, if its rows are realized lazily.
  var lazyRowSource: ViewNode? {
    var node = children.first
    while let current = node {
      if current.lazyWindow != nil { return current }
      guard current.kind.isTransparent, current.children.count == 1 else { return nil }
      node = current.children.first
    }
    return nil
  }

  /// The measured heights of the realized rows, and the estimate for the others.
  private func lazyRowHeights(_ source: ViewNode, width: Int) -> (heights: [Int], estimate: Int) {
    let heights = source.children.map {
      $0.sizeThatFits(ProposedSize(width: width, height: nil)).height
    }
    let total = heights.reduce(0, +)
    return (heights, heights.isEmpty ? 1 : max(1, (total + heights.count / 2) / heights.count))
  }

  /// The height of a lazy list's content: measured rows plus estimated ones.
  func lazyListHeight(_ source: ViewNode, width: Int?) -> Int {
    let rowWidth = width.map { max(0, $0 - 2) }
    let (heights, estimate) = lazyRowHeights(source, width: rowWidth ?? 0)
    let window = source.lazyWindow ?? 0..<0
    return heights.reduce(0, +) + (source.lazyRowCount - window.count) * estimate
  }

  /// Places a lazy list's realized rows and asks for the window the scroll position needs.
  func placeLazyList(_ source: ViewNode, in rect: Rect) {
    let state = scrollState
    let rowWidth = max(0, rect.width - 2)
    let window = source.lazyWindow ?? 0..<0
    let (heights, estimate) = lazyRowHeights(source, width: rowWidth)
    let before = window.lowerBound * estimate
    let after = (source.lazyRowCount - window.upperBound) * estimate
    state.contentSize = Size(width: rect.width, height: before + heights.reduce(0, +) + after)
    state.viewport = rect.size
    state.clamp()
    var y = rect.minY - state.offset.y + before
    for (row, height) in zip(source.children, heights) {
      row.place(in: Rect(x: rect.minX + 1, y: y, width: rowWidth, height: height))
      y += height
    }
    let first = state.offset.y / estimate
    let last = (state.offset.y + rect.height) / estimate + 1
    let count = source.lazyRowCount
    let needed = max(0, first - Self.lazyMargin)..<min(count, last + Self.lazyMargin)
    if needed.lowerBound < window.lowerBound || needed.upperBound > window.upperBound {
      let slack = Self.lazyMargin + Self.lazySlack
      source.requestedWindow = max(0, first - slack)..<min(count, last + slack)
      graph.lazySourcesToRealize.append(source)
    }
  }
}

extension ViewGraph {
  /// Realizes the rows lazy lists asked for during layout; returns whether any changed.
  func realizeLazyRows() -> Bool {
    let sources = context.lazySourcesToRealize
    context.lazySourcesToRealize.removeAll()
    var changed = false
    for source in sources where source.isMounted && source.requestedWindow != nil {
      source.rerun()
      changed = true
    }
    if changed { processUpdates() }
    return changed
  }
}
