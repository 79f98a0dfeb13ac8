import Decl
import DeclCanvas
import DeclGraph

/// A `NavigationSplitView`. Its columns (`.element(0…2)`: sidebar, content, detail) are each a
/// navigation stack, the column's own or one around it, which gives the column its title bar.
///
/// When the split view is at least `collapseWidth` columns wide, the visible columns (as the
/// column visibility says) stand side by side, a grey rule between them: leading columns at
/// their `navigationSplitViewColumnWidth` (by default a quarter of the width, 16 to 40
/// columns), together at most two thirds of it; the detail takes the rest. Focus goes through
/// one column before the next. Narrower, it collapses into one stack: the column the list
/// selections lead to fills it, and its title bar's back button (or Escape) clears the
/// selection that led there, going back to the column before.
package final class NavigationSplitViewNode: NodeBehavior, FocusSectionsBehavior {
  /// Below this many columns the split view collapses into one stack.
  static let collapseWidth = 60

  private var columnVisibility: Binding<NavigationSplitViewVisibility>?
  private var hasContentColumn = false
  /// Whether the last layout collapsed the columns, and the column it showed then.
  private(set) var isCollapsed = false
  private weak var shownColumn: ViewNode?
  /// The control focused in each column a collapsed split view went past, focused again when
  /// it comes back.
  private var focusByColumn: [ObjectIdentifier: WeakNode] = [:]

  package var isTransparent: Bool { false }

  func describe<S: View, C: View, D: View>(
    _ view: NavigationSplitView<S, C, D>, in node: ViewNode
  ) -> [ChildSpec] {
    columnVisibility = view.columnVisibility
    hasContentColumn = C.self != EmptyView.self
    let views: [any View] =
      hasContentColumn ? [view.sidebar, view.content, view.detail] : [view.sidebar, view.detail]
    return views.enumerated().map { index, column in
      // A column that is a navigation stack keeps it; any other gets one of its own.
      let stack =
        column is any NavigationContainerView ? column : NavigationStack { AnyView(column) }
      return ChildSpec(.element(index), view: stack, environment: node.environment)
    }
  }

  /// Reads what decides the layout (the column visibility, the columns' list selections) as
  /// the node's own dependencies, so a change there lays the split view out again.
  package func didUpdate(_ node: ViewNode, isFirst: Bool) {
    let selections = node.children.map { Self.listSelection(in: $0) }
    node.track {
      _ = columnVisibility?.wrappedValue
      for selection in selections { _ = selection?.isEmpty() }
    }
  }

  /// The selection of the first list with one in a column.
  private static func listSelection(in column: ViewNode) -> ListSelection? {
    column.descendant { ($0.view as? any SelectableList)?.listSelectionValue != nil }
      .flatMap { ($0.view as? any SelectableList)?.listSelectionValue }
  }

  /// The columns that show now: the one a collapsed split view is at, or those the visibility
  /// leaves side by side.
  private func visibleColumns(_ node: ViewNode) -> [ViewNode] {
    let columns = node.children
    guard columns.count >= 2 else { return columns }
    if isCollapsed { return [columns[collapsedIndex(columns)]] }
    switch columnVisibility?.wrappedValue ?? .automatic {
    case .detailOnly: return [columns[columns.count - 1]]
    case .doubleColumn: return Array(columns.suffix(2))
    default: return columns
    }
  }

  /// The column a collapsed split view shows: past each column whose list has a selection.
  private func collapsedIndex(_ columns: [ViewNode]) -> Int {
    var index = 0
    while index < columns.count - 1, let selection = Self.listSelection(in: columns[index]),
      !selection.isEmpty()
    {
      index += 1
    }
    return index
  }

  /// Where `column`'s root screen goes back to in a collapsed split view: the column before,
  /// by clearing its selection. Nil for the sidebar and when the columns stand side by side.
  func back(from column: ViewNode) -> SplitColumnBack? {
    guard isCollapsed, let split = column.parent,
      let index = split.children.firstIndex(where: { $0 === column }), index > 0
    else { return nil }
    let previous = split.children[index - 1]
    guard let selection = Self.listSelection(in: previous) else { return nil }
    let title = previous.children.first.flatMap { NavigationStackNode.titleBar(of: $0).title }
    return SplitColumnBack(title: title?.plainString ?? "") { selection.clear() }
  }

  /// Decides the form for `width`; a change of form or of the column shown lays the columns
  /// out anew and moves focus as pushing or popping a screen does.
  private func resolve(_ node: ViewNode, width: Int?) -> [ViewNode] {
    let collapsed = (width ?? Int.max) < Self.collapseWidth
    if collapsed != isCollapsed {
      isCollapsed = collapsed
      // The columns' title bars (their back buttons) depend on the form.
      for column in node.children { column.invalidateLayout() }
    }
    let visible = visibleColumns(node)
    if isCollapsed, let column = visible.first, column !== shownColumn {
      let old = shownColumn
      shownColumn = column
      let index = { (candidate: ViewNode?) in node.children.firstIndex { $0 === candidate } ?? 0 }
      if let old, old.status.isMounted {
        let graph = node.graph
        if index(column) > index(old) {
          focusByColumn[ObjectIdentifier(old)] = WeakNode(node: graph.focus.focused)
          graph.presentations.focusAfterLayout = .firstIn(column)
        } else {
          graph.presentations.focusAfterLayout = .restore(
            focusByColumn.removeValue(forKey: ObjectIdentifier(column))?.node)
        }
      }
    } else if !isCollapsed {
      shownColumn = nil
    }
    // Focus left in a column that no longer shows (after a resize, or a change of visibility)
    // goes to the first control of the column that shows last.
    let graph = node.graph
    if graph.presentations.focusAfterLayout == nil, let focused = graph.focus.focused,
      let column = node.children.first(where: { focused.isInside($0) }),
      !visible.contains(where: { $0 === column }), let target = visible.last
    {
      graph.presentations.focusAfterLayout = .firstIn(target)
    }
    return visible
  }

  /// The widths of the visible columns in `width` (the last one takes what is left).
  private func widths(of columns: [ViewNode], in width: Int) -> [Int] {
    guard columns.count > 1 else { return [width] }
    let leading = columns.dropLast().map { preferredWidth(of: $0, in: width) }
    let available = max(0, width * 2 / 3 - (leading.count))
    let total = leading.reduce(0, +)
    let scaled = total > available ? leading.map { $0 * available / max(1, total) } : leading
    let rest = max(0, width - scaled.reduce(0, +) - scaled.count)
    return scaled + [rest]
  }

  /// A leading column's width: its `navigationSplitViewColumnWidth`, or a quarter of `width`
  /// (16 to 40 columns).
  private func preferredWidth(of column: ViewNode, in width: Int) -> Int {
    let fallback = min(40, max(16, width / 4))
    guard
      let found = column.descendant(where: { $0.behavior is PreferenceNode<ColumnWidthModifier> }),
      let modifier = found.behavior(PreferenceNode<ColumnWidthModifier>.self)?.modifier
    else { return fallback }
    let scale = column.environment.pointScale
    var points = modifier.ideal
    if let min = modifier.min { points = Swift.max(points, min) }
    if let max = modifier.max { points = Swift.min(points, max) }
    return Swift.max(1, scale.cells(points, along: .horizontal))
  }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    let columns = resolve(node, width: proposal.width)
    let heights = columns.map { $0.sizeThatFits(ProposedSize(width: nil, height: proposal.height)) }
    let idealWidth = heights.reduce(0) { $0 + $1.width } + columns.count - 1
    // A split view fills the space it is offered, like SwiftUI's.
    return Size(
      width: proposal.width ?? idealWidth,
      height: proposal.height ?? heights.map(\.height).max() ?? 0)
  }

  package func place(_ node: ViewNode, in rect: Rect) {
    let columns = resolve(node, width: rect.width)
    var x = rect.minX
    for (column, width) in zip(columns, widths(of: columns, in: rect.width)) {
      column.place(
        in: Rect(x: x, y: rect.minY, width: width, height: rect.height),
        proposal: ProposedSize(width: width, height: rect.height))
      x += width + 1
    }
  }

  /// Draws each column clipped to its frame, and a grey rule after each but the last.
  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    let columns = screenChildren(of: node)
    let resolver = StyleResolver(environment: node.environment)
    let rule = CellStyle(
      foreground: resolver.cellColor(.systemGray2) ?? .default, background: .default,
      attributes: [])
    for (index, column) in columns.enumerated() {
      column.draw(into: &drawing, context: context.clipped(to: column.frame))
      guard index < columns.count - 1 else { continue }
      let frame = context.translated(column.frame)
      for y in frame.minY..<frame.maxY {
        drawing.put("│", width: 1, x: frame.maxX, y: y, style: rule, clip: context.clip)
      }
    }
  }

  package func screenChildren(of node: ViewNode) -> [ViewNode] {
    visibleColumns(node)
  }
}

/// Where a collapsed split view's column goes back to: the title of the column before, and
/// what clears the selection that led here.
struct SplitColumnBack {
  let title: String
  let pop: @MainActor () -> Void
}

/// A view that is a navigation container already, which a split view's column does not wrap.
@MainActor
protocol NavigationContainerView {}

extension NavigationStack: NavigationContainerView {}
extension NavigationView: NavigationContainerView {}

/// A `List`, for reading its selection.
@MainActor
protocol SelectableList {
  var listSelectionValue: ListSelection? { get }
}

extension List: SelectableList {
  var listSelectionValue: ListSelection? { selection }
}

extension ColumnWidthModifier: PrimitiveNodeModifier {
  package typealias Node = PreferenceNode<Self>
}

extension ViewNode {
  /// Whether focusing this list row selects it: not in a collapsed split view, where choosing
  /// a row pushes the next column (Enter or a click does).
  var selectionFollowsFocus: Bool {
    var node = parent
    while let current = node {
      if let split = current.behavior(NavigationSplitViewNode.self), split.isCollapsed {
        return false
      }
      node = current.parent
    }
    return true
  }
}

extension NavigationSplitView: PrimitiveNodeView {
  package func makeBehavior() -> NavigationSplitViewNode { NavigationSplitViewNode() }

  package func describe(to behavior: NavigationSplitViewNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(self, in: node)
  }
}
