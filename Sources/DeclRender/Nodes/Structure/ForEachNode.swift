import Decl
import DeclGraph

/// Views generated from data (`ForEach`), one child per element, identified by its id.
///
/// When a `ForEach` is a list's only content, only the rows around the visible part exist as
/// nodes: the list's layout estimates the rows it has not measured from the ones it has, asks
/// for the window of rows it needs (`requestedWindow`), and the graph realizes that window
/// before the frame is drawn. A 100,000-row list so costs about what a screenful does.
package final class ForEachNode: TransparentBehavior, LazyRowsBehavior {
  /// Rows made when a lazy stack or grid first appears, before its layout knows what is
  /// visible. A list on a shorter screen makes as many as the screen has rows instead (each
  /// row is at least one tall), plus the margin and slack, so its first frame builds what it
  /// shows and a dozen rows more.
  static let initialLazyRows = 48
  /// Rows kept on each side of the visible ones, so Tab always finds the next row.
  static let lazyMargin = 3
  /// Extra rows realized beyond the margin on each side when the window moves. Moving it
  /// re-runs the `ForEach` over every realized row, so it moves with room to spare rather
  /// than on every one-row scroll.
  static let lazySlack = 8

  /// For a lazy list's `ForEach`: the rows that exist as nodes now, the rows the list's
  /// layout wants next, and how many rows there are in all.
  var lazyWindow: Range<Int>?
  var requestedWindow: Range<Int>?
  var rowCount = 0
  /// The data last described, so code can find a row by its id (`ScrollViewProxy.scrollTo`).
  private(set) var data: (any ForEachContent)?
  package var lazyRows: (any ForEachContent)? { lazyWindow == nil ? nil : data }
  /// The count a `ForEach` over a constant range started with, to warn when it changes.
  private var constantRangeCount: Int?

  func describe(_ content: any ForEachContent, in node: ViewNode) -> [ChildSpec] {
    data = content
    if content.isConstantRange {
      if let initial = constantRangeCount, initial != content.count {
        node.graph.warn(
          "ForEach(_:content:) over a range changed its count from \(initial) to \(content.count); "
            + "it should only be used for constant data: use ForEach(_:id:content:) instead")
      }
      constantRangeCount = content.count
    }
    let offsets = realizedOffsets(of: content, in: node)
    let rows = listRowViews(content, offsets: offsets, in: node)
    // A loop, not `map`: a main-actor closure checks the executor at every call.
    var specs: [ChildSpec] = []
    specs.reserveCapacity(offsets.count)
    let environment = node.environment
    for offset in offsets {
      let view = rows?[offset - offsets.lowerBound] ?? content.view(at: offset)
      specs.append(
        ChildSpec(.element(0), id: content.id(at: offset), view: view, environment: environment))
    }
    return specs
  }

  /// The offsets of the rows that exist as nodes: all of them, or a lazy list's window.
  private func realizedOffsets(of content: any ForEachContent, in node: ViewNode) -> Range<Int> {
    let count = content.count
    guard let container = Self.lazyContainer(of: node) else {
      lazyWindow = nil
      return 0..<count
    }
    rowCount = count
    var initial = Self.initialLazyRows
    if container is ListNode, let screen = node.graph.scene.size {
      // What the list asks for when it shows its first rows: a screenful and the row cut
      // off at the bottom, the margin, and the slack (so the first scrolls move no window);
      // never more than before the screen was known.
      initial = min(initial, screen.height + 1 + Self.lazyMargin + Self.lazySlack)
    }
    var window = requestedWindow ?? lazyWindow ?? 0..<min(count, initial)
    window = window.clamped(to: 0..<count)
    if window.isEmpty { window = 0..<min(count, initial) }
    requestedWindow = nil
    lazyWindow = window
    return window
  }

  /// The rows a `ForEach` in a list makes: each row is wrapped so it can be focused,
  /// selected, deleted and moved, when the list or the `ForEach` asks for any of that.
  private func listRowViews(
    _ content: any ForEachContent, offsets: Range<Int>, in node: ViewNode
  ) -> [any View]? {
    guard node.environment.isInList, !node.environment.isListRowContent,
      node.environment.listSelection != nil || content.deleteAction != nil
        || content.moveAction != nil
    else { return nil }
    let isEditing = node.environment.editMode?.wrappedValue.isEditing ?? false
    return offsets.map { offset in
      ListRowView(
        row: ListRowControl(
          id: content.id(at: offset).anyHashable, offset: offset,
          content: content.view(at: offset),
          onDelete: content.deleteAction, onMove: content.moveAction, isEditing: isEditing))
    }
  }
}

extension ForEach: PrimitiveNodeView {
  package func makeBehavior() -> ForEachNode { ForEachNode() }

  /// The data and the content closure run with the node as their reader, so a state or
  /// observable property they read (`model.values[i]`, a binding's count) makes the `ForEach`
  /// describe its rows again, and only rows whose views changed run again.
  package func describe(to behavior: ForEachNode, in node: ViewNode) -> [ChildSpec] {
    node.track { behavior.describe(self, in: node) }
  }
}

extension ForEachNode {
  /// The list or lazy stack or grid this node is the only content of (through transparent
  /// nodes that each have this one child), when it lets the node realize its rows lazily.
  fileprivate static func lazyContainer(of source: ViewNode) -> (any LazyContainerBehavior)? {
    var node = source.parent
    while let current = node {
      if let container = current.behavior as? any LazyContainerBehavior {
        return container.realizesLazily(current) ? container : nil
      }
      guard current.behavior.isTransparent, current.status.describedChildCount == 1 else {
        return nil
      }
      node = current.parent
    }
    return nil
  }

  /// The lazy `ForEach` under a list (or lazy stack or grid), if its rows are realized lazily.
  static func lazySource(in list: ViewNode) -> (node: ViewNode, rows: ForEachNode)? {
    var node = list.children.first
    while let current = node {
      if let rows = current.behavior(ForEachNode.self), rows.lazyWindow != nil {
        return (current, rows)
      }
      guard current.behavior.isTransparent, current.children.count == 1 else { return nil }
      node = current.children.first
    }
    return nil
  }
}

extension ViewGraph {
  /// Realizes the rows lazy lists asked for during layout; returns whether any changed.
  func realizeLazyRows() -> Bool {
    let sources = context.layoutPass.lazySourcesToRealize
    context.layoutPass.lazySourcesToRealize.removeAll()
    var changed = false
    for source in sources
    where source.status.isMounted && source.behavior(ForEachNode.self)?.requestedWindow != nil {
      source.rerun()
      changed = true
    }
    if changed { processUpdates() }
    return changed
  }
}
