import Decl
import DeclGraph

/// Keyboard focus: which control has it, moving it in reading order, and keeping
/// `@FocusState` values in step with it both ways.
@MainActor
final class FocusManager: FocusCoordinator {
  /// Where a control whose focus look changed is queued for an update.
  private let updates: UpdateQueue
  /// The focused control, if any.
  private(set) weak var focused: ViewNode?
  /// Set when focus moved or the focused control changed, so the next layout scrolls it into
  /// view (and a wheel scroll that leaves it off screen is not undone).
  var needsScrollIntoView = false
  /// A row to focus once its list has been updated (after a deletion).
  private var pendingRowFocus: (WeakNode, Int)?
  /// Nodes with a `focused(_:)` modifier, by identity.
  private var bindingNodes: [ObjectIdentifier: WeakNode] = [:]
  /// Focus states written by code since the last update, in order.
  private var pendingRequests: [FocusStateBox] = []
  /// Where the focused control was when it lost focus by being disabled: Tab goes on from there.
  private var releasedFrame: Rect?

  init(updates: UpdateQueue) {
    self.updates = updates
  }

  /// Records a `focused(_:)` modifier node.
  func register(_ node: ViewNode) {
    bindingNodes[ObjectIdentifier(node)] = WeakNode(node: node)
  }

  func nodeWillUnmount(_ node: ViewNode) {
    bindingNodes[ObjectIdentifier(node)] = nil
    if focused === node { setFocus(nil) }
  }

  /// Code wrote a focus state: focus moves at the end of the update.
  func focusStateDidRequest(_ box: FocusStateBox) {
    pendingRequests.append(box)
    updates.onNeedsUpdate?()
  }

  /// The focusable controls under `root`, in reading order (top to bottom, left to right;
  /// the children of a `FocusSectionsBehavior`, a split view's columns, one after another).
  func focusableNodes(under root: ViewNode) -> [ViewNode] {
    // Each control with the origins of the sections it is in, outermost first, then its own.
    var found: [(node: ViewNode, origins: [Point])] = []
    func collect(_ node: ViewNode, sections: [Point]) {
      if node.behavior is any ConcealingBehavior { return }
      // Of a ViewThatFits's views only the one shown is drawn, so only it takes focus.
      if let fits = node.behavior as? any AlternativesBehavior {
        if let shown = fits.shownChild { collect(shown, sections: sections) }
        return
      }
      if node.isFocusable, node.frame.width > 0, node.frame.height > 0 {
        found.append((node, sections + [node.frame.origin]))
      }
      let isSectioned = node.behavior is any FocusSectionsBehavior
      for child in node.screenChildren {
        collect(child, sections: isSectioned ? sections + [child.frame.origin] : sections)
      }
    }
    collect(root, sections: [])
    return found.enumerated().sorted { a, b in
      for (pa, pb) in zip(a.element.origins, b.element.origins) where pa != pb {
        return (pa.y, pa.x) < (pb.y, pb.x)
      }
      return a.offset < b.offset
    }.map(\.element.node)
  }

  /// Moves focus to the next (or previous) control, wrapping around.
  func move(forward: Bool, under root: ViewNode) {
    let nodes = focusableNodes(under: root)
    guard !nodes.isEmpty else { return }
    guard let focused, let index = nodes.firstIndex(where: { $0 === focused }) else {
      if let released = releasedFrame {
        let before = { (node: ViewNode) in
          (node.frame.minY, node.frame.minX) < (released.minY, released.minX)
        }
        let after = { (node: ViewNode) in
          (node.frame.minY, node.frame.minX) > (released.minY, released.minX)
        }
        setFocus(
          forward
            ? nodes.first(where: after) ?? nodes.first : nodes.last(where: before) ?? nodes.last)
        return
      }
      // From nothing, Tab starts at the first control in view (Shift-Tab at the last), so
      // after scrolling with nothing focused, focus lands where the user is looking.
      let inView = nodes.filter { isInView($0, under: root) }
      setFocus(forward ? inView.first ?? nodes.first : inView.last ?? nodes.last)
      return
    }
    let next = (index + (forward ? 1 : nodes.count - 1)) % nodes.count
    setFocus(nodes[next])
  }

  /// Whether some of `node` shows: inside every scrolling container around it, and `root`.
  private func isInView(_ node: ViewNode, under root: ViewNode) -> Bool {
    var ancestor = node.parent
    while let container = ancestor {
      if container.scrollState != nil, container.frame.intersection(node.frame).isEmpty {
        return false
      }
      ancestor = container.parent
    }
    return !root.frame.intersection(node.frame).isEmpty
  }

  /// Focuses `node` (or nothing), redraws both controls, and writes the focus states.
  func setFocus(_ node: ViewNode?) {
    guard node !== focused else { return }
    releasedFrame = nil
    if let old = focused {
      updates.markDirty(old)
      // What shows while a text field is edited (a navigation stack's keyboard bar) is placed
      // again when one gains or loses focus.
      if old.behavior is any TextEditingBehavior { old.invalidatePlacement() }
    }
    if let node, node.behavior is any TextEditingBehavior { node.invalidatePlacement() }
    focused = node
    needsScrollIntoView = true
    if let node {
      // A single selection follows focus: to a row, or to a control inside one.
      let isRow = { (node: ViewNode) in node.behavior is any ListRowBehavior }
      if let row = isRow(node) ? node : node.ancestor(where: isRow) {
        (row.behavior as? any ListRowBehavior)?.didGainFocus(row)
      }
      updates.markDirty(node)
      (node.behavior as? any TextEditingBehavior)?.didGainFocus()
    }
    writeFocusStates()
  }

  /// Takes focus from a control that can no longer have it (disabled while focused), as
  /// SwiftUI does: nothing is focused, focus states read nil, and the next Tab or Shift-Tab
  /// goes on from where the control was.
  func releaseIfUnfocusable() {
    guard let focused, focused.status.isMounted, !focused.isFocusable else { return }
    let frame = focused.frame
    setFocus(nil)
    releasedFrame = frame
  }

  /// The control a `focused(_:)` modifier node refers to: the first focusable one inside it.
  private func target(of bindingNode: ViewNode) -> ViewNode? {
    if bindingNode.isFocusable { return bindingNode }
    for child in bindingNode.children {
      if let found = target(of: child) { return found }
    }
    return nil
  }

  private var liveBindings: [(node: ViewNode, binding: FocusedModifier, box: FocusStateBox)] {
    bindingNodes.values.compactMap { entry in
      guard let node = entry.node, node.status.isMounted,
        let binding = (node.behavior as? any FocusBindingBehavior)?.binding, let box = binding.box
      else {
        return nil
      }
      return (node, binding, box)
    }
  }

  /// Writes every focus state so it says which of its controls is focused.
  private func writeFocusStates() {
    var focusedBindings: [(FocusStateBox, AnyHashable)] = []
    for (node, binding, box) in liveBindings {
      if let focused, target(of: node) === focused {
        focusedBindings.append((box, binding.value))
      } else if box.hashableValue == binding.value {
        box.set(box.emptyValue)
      }
    }
    for (box, value) in focusedBindings { box.set(value) }
  }

  /// Moves focus where code asked by writing a focus state (`focusedField = .surname`).
  func resolveRequests() {
    guard !pendingRequests.isEmpty else { return }
    let bindings = liveBindings
    var handled: [FocusStateBox] = []
    for box in pendingRequests where !handled.contains(where: { $0 === box }) {
      let mine = bindings.filter { $0.box === box }
      guard !mine.isEmpty else { continue }
      handled.append(box)
      let wanted = box.hashableValue
      if let match = mine.first(where: { $0.binding.value == wanted }),
        let control = target(of: match.node)
      {
        setFocus(control)
      } else if let focused, mine.contains(where: { target(of: $0.node) === focused }) {
        setFocus(nil)
      }
    }
    pendingRequests.removeAll { box in handled.contains { $0 === box } }
    // Requests for focus states no graph shows (a view never rendered) must not pile up.
    if pendingRequests.count > 256 {
      pendingRequests.removeFirst(pendingRequests.count - 256)
    }
  }

  /// After a row is deleted, focus goes to the row that takes its place (or the new last row).
  func focusRow(at offset: Int, in container: ViewNode?) {
    pendingRowFocus = container.map { (WeakNode(node: $0), offset) }
  }

  /// Moves focus to the pending row once the list has been updated.
  func resolvePendingRowFocus() {
    guard let (reference, offset) = pendingRowFocus else { return }
    pendingRowFocus = nil
    guard let container = reference.node, container.status.isMounted else { return }
    var rows: [ViewNode] = []
    func collect(_ node: ViewNode) {
      if node.behavior is any ListRowBehavior {
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
