import Decl
import DeclCanvas
import DeclGraph
import DeclInput

/// A list row that can be selected, deleted or moved: the focused row is selected in a single
/// selection, Space toggles it in a multiple selection, Delete or Backspace runs `onDelete`,
/// Alt-↑/Alt-↓ run `onMove`. In edit mode the row shows `⊖` before it (a click there deletes
/// it) and `≡` after it.
///
/// A row with controls in it (a `NavigationLink`, a toggle) is not a focus stop of its own:
/// each control is, the row is selected while one of them has focus, and the keys they do not
/// use (Delete, Alt-↑/↓) reach the row.
package final class ListRowNode: StyledControlBehavior, KeyBoundControl, ListRowBehavior,
  UnusedKeyBehavior
{
  package func handleUnusedKey(_ event: KeyEvent, node: ViewNode) -> Bool {
    handleKey(event, node: node)
  }

  package var controlName: String { "row" }

  package enum KeyAction { case choose, delete, moveUp, moveDown }

  package static let keyMap: KeyMap<KeyAction> = [
    KeyBinding(
      [.space, .enter], .choose, "choose", keyDisplay: "enter",
      detail: "in a list with a selection: select the focused row (Space toggles it in a "
        + "multiple selection); in a collapsed split view's list, show the next column"),
    KeyBinding(
      [KeyChord(.delete), KeyChord(.backspace)], .delete, "delete",
      detail: "run the list's `onDelete` for the focused row"),
    KeyBinding(
      [KeyChord(.up, .option)], .moveUp, "reorder", keyDisplay: "alt-↑↓",
      detail: "run the list's `onMove` for the focused row, up one"),
    KeyBinding([KeyChord(.down, .option)], .moveDown, "down", show: false, detail: "down one"),
  ]

  /// The row's keys that do something for it: delete and reorder when the list can.
  package func keyHelp(_ node: ViewNode) -> [KeyHelp] {
    guard let row = allowed(node.currentControl(ListRowControl.self), node) else { return [] }
    return Self.keyMap.help { action in
      switch action {
      case .choose, .moveDown: true
      case .delete: row.onDelete != nil
      case .moveUp: row.onMove != nil
      }
    }
  }

  func describe(_ row: ListRowControl, in node: ViewNode) -> [ChildSpec] {
    let row = allowed(row, node) ?? row
    var inner = node.controlEnvironment
    inner.isListRowContent = true
    inner.listSelection = nil
    let content =
      row.isEditing && (row.onDelete != nil || row.onMove != nil)
      ? EditingRow(
        content: row.content, isDeletable: row.onDelete != nil, isMovable: row.onMove != nil)
      : row.content
    return [ChildSpec(.content, view: content, environment: inner)]
  }

  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    if node.isFocusable {
      drawing.addHitRegion(
        context.translated(node.frame), node: node, kind: .control, clip: context.clip)
    }
    node.drawChildren(into: &drawing, context: context)
    if let row = node.currentControl(ListRowControl.self),
      let selection = node.environment.listSelection, selection.contains(row.id)
    {
      let resolver = StyleResolver(environment: node.environment)
      let accent = resolver.cellColor(node.environment.tint ?? .accentColor) ?? .default
      let area = context.translated(node.frame).intersection(context.clip)
      drawing.canvas.modifyStyle(in: area) {
        $0.background = accent
        if $0.foreground == .default { $0.foreground = .rgb(255, 255, 255) }
      }
    }
    if node.showsFocusRing {
      drawing.drawFocus(context.translated(node.frame), clip: context.clip)
    }
  }

  /// A row is a stop when nothing inside it is.
  package func acceptsFocus(_ node: ViewNode) -> Bool {
    node.content?.descendant(where: { $0.isFocusable }) == nil
  }
  package func clickTakesFocus(_ node: ViewNode) -> Bool { true }
  package func tapPriority(_ node: ViewNode) -> TapPriority? { .gesture }

  package func perform(_ action: KeyAction, node: ViewNode) -> Bool {
    guard let row = allowed(node.currentControl(ListRowControl.self), node) else { return false }
    switch action {
    case .choose:
      choose(row, node: node)
      return true
    case .delete:
      return delete(row, node: node)
    case .moveUp:
      guard let onMove = row.onMove, row.offset > 0 else { return false }
      onMove(IndexSet(integer: row.offset), row.offset - 1)
      return true
    case .moveDown:
      guard let onMove = row.onMove else { return false }
      onMove(IndexSet(integer: row.offset), row.offset + 2)
      return true
    }
  }

  package func click(at point: Point, node: ViewNode) {
    guard node.environment.isEnabled,
      let row = allowed(node.currentControl(ListRowControl.self), node)
    else {
      return
    }
    if row.isEditing, point.x < node.frame.minX + EditingRow.deleteColumns {
      _ = delete(row, node: node)
      return
    }
    choose(row, node: node)
  }

  /// Runs `onDelete` for the row, focusing the row that takes its place.
  private func delete(_ row: ListRowControl, node: ViewNode) -> Bool {
    guard let onDelete = row.onDelete else { return false }
    node.graph.focus.focusRow(at: row.offset, in: node.ancestor(with: ListNode.self))
    onDelete(IndexSet(integer: row.offset))
    return true
  }

  package func activate(_ node: ViewNode) {
    guard let row = allowed(node.currentControl(ListRowControl.self), node) else { return }
    choose(row, node: node)
  }

  /// The row, without the actions `deleteDisabled`, `moveDisabled` and `selectionDisabled`
  /// set on it (or inside it, down to its first container) turned off.
  private func allowed(_ row: ListRowControl?, _ node: ViewNode) -> ListRowControl? {
    guard let row else { return nil }
    let settings = ListRowTraits.environment(of: node).listRowSettings
    guard settings.deleteDisabled || settings.moveDisabled else { return row }
    return ListRowControl(
      id: row.id, offset: row.offset, content: row.content,
      onDelete: settings.deleteDisabled ? nil : row.onDelete,
      onMove: settings.moveDisabled ? nil : row.onMove, isEditing: row.isEditing)
  }

  /// Selects the row (single selection) or adds it to or removes it from the selection, unless
  /// `selectionDisabled` is set on it.
  private func choose(_ row: ListRowControl, node: ViewNode) {
    guard !ListRowTraits.environment(of: node).listRowSettings.selectionDisabled else { return }
    node.environment.listSelection?.choose(row.id)
  }

  /// A single selection follows focus, as arrow keys select in a list on macOS (not in a
  /// collapsed split view, where selecting a row pushes the next column).
  package func didGainFocus(_ node: ViewNode) {
    guard node.selectionFollowsFocus, let row = node.currentControl(ListRowControl.self),
      let selection = node.environment.listSelection, !selection.isMultiple,
      !selection.contains(row.id)
    else { return }
    choose(row, node: node)
  }
}

extension ListRowView: PrimitiveNodeView, ControlView {
  package var control: ListRowControl { row }

  package func makeBehavior() -> ListRowNode { ListRowNode() }

  package func describe(to behavior: ListRowNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(row, in: node)
  }

  package var equivalenceParts: [Any]? { [row.id, row.offset, row.content, row.isEditing] }
}
