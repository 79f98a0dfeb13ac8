import Decl

// List rows with selection, deletion and moving: the focused row is selected in a single
// selection, Space toggles it in a multiple selection, Delete or Backspace runs `onDelete`,
// Alt-↑/Alt-↓ run `onMove`.

extension ViewNode {
  /// The list rows a `ForEach` in a list makes: each row is wrapped so it can be focused,
  /// selected, deleted and moved, when the list or the `ForEach` asks for any of that.
  func listRowViews(_ content: any ForEachContent, offsets: Range<Int>) -> [any View]? {
    guard environment.isInList,
      environment.listSelection != nil || content.deleteAction != nil || content.moveAction != nil
    else { return nil }
    return offsets.map { offset in
      ListRowView(
        row: ListRowControl(
          id: content.id(at: offset), offset: offset, content: content.view(at: offset),
          onDelete: content.deleteAction, onMove: content.moveAction))
    }
  }

  func handleListRowKey(_ row: ListRowControl, _ event: KeyEvent) -> Bool {
    switch (event.key, event.modifiers) {
    case (.char(" "), []), (.enter, []):
      chooseRow(row)
      return true
    case (.delete, []), (.backspace, []):
      guard let onDelete = row.onDelete else { return false }
      graph.focus.focusRow(at: row.offset, in: rowContainer)
      onDelete(IndexSet(integer: row.offset))
      return true
    case (.up, .option):
      guard let onMove = row.onMove, row.offset > 0 else { return false }
      onMove(IndexSet(integer: row.offset), row.offset - 1)
      return true
    case (.down, .option):
      guard let onMove = row.onMove else { return false }
      onMove(IndexSet(integer: row.offset), row.offset + 2)
      return true
    default:
      return false
    }
  }

  /// Selects the row (single selection) or adds/removes it (multiple selection).
  func chooseRow(_ row: ListRowControl) {
    environment.listSelection?.choose(row.id)
  }

  /// A single selection follows focus, as arrow keys select in a list on macOS.
  func rowDidGainFocus() {
    guard case .control(.listRow(let row)) = kind, let selection = environment.listSelection,
      !selection.isMultiple, !selection.contains(row.id)
    else { return }
    selection.choose(row.id)
  }

  /// The list or form this row belongs to.
  private var rowContainer: ViewNode? {
    var node = parent
    while let current = node {
      if case .container(.list) = current.kind { return current }
      if case .container(.form) = current.kind { return current }
      node = current.parent
    }
    return nil
  }

  func drawRowSelection(_ row: ListRowControl, into canvas: inout Canvas, context: DrawContext) {
    guard let selection = environment.listSelection, selection.contains(row.id) else { return }
    let resolver = StyleResolver(environment: environment)
    let accent = resolver.cellColor(environment.tint ?? .accentColor) ?? .default
    let area = context.translated(frame).intersection(context.clip)
    canvas.modifyStyle(in: area) {
      $0.background = accent
      if $0.foreground == .default { $0.foreground = .rgb(255, 255, 255) }
    }
  }
}

extension FocusManager {
  /// After a row is deleted, focus goes to the row that takes its place (or the new last row).
  func focusRow(at offset: Int, in container: ViewNode?) {
    pendingRowFocus = container.map { (WeakNode(node: $0), offset) }
  }

  /// Moves focus to the pending row once the list has been updated.
  func resolvePendingRowFocus() {
    guard let (reference, offset) = pendingRowFocus else { return }
    pendingRowFocus = nil
    guard let container = reference.node, container.isMounted else { return }
    var rows: [ViewNode] = []
    func collect(_ node: ViewNode) {
      if case .control(.listRow) = node.kind {
        rows.append(node)
        return
      }
      for child in node.children { collect(child) }
    }
    collect(container)
    guard !rows.isEmpty else { return }
    setFocus(rows[min(offset, rows.count - 1)])
  }
}
