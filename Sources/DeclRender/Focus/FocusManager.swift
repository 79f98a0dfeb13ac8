import Decl

/// Keyboard focus: which control has it, moving it in reading order, and keeping
/// `@FocusState` values in step with it both ways.
@MainActor
final class FocusManager {
  unowned let graph: GraphContext
  /// The focused control, if any.
  private(set) weak var focused: ViewNode?
  /// Set when focus moved or the focused control changed, so the next layout scrolls it into
  /// view (and a wheel scroll that leaves it off screen is not undone).
  var needsScrollIntoView = false
  /// A row to focus once its list has been updated (after a deletion).
  var pendingRowFocus: (WeakNode, Int)?
  /// Nodes with a `focused(_:)` modifier, by identity.
  private var bindingNodes: [ObjectIdentifier: WeakNode] = [:]
  /// Where the focused control was when it lost focus by being disabled: Tab goes on from there.
  private var releasedFrame: Rect?

  init(graph: GraphContext) {
    self.graph = graph
  }

  func nodeDidUpdate(_ node: ViewNode) {
    if case .modifier(.focusBinding) = node.kind {
      bindingNodes[ObjectIdentifier(node)] = WeakNode(node: node)
    }
  }

  func nodeWillUnmount(_ node: ViewNode) {
    bindingNodes[ObjectIdentifier(node)] = nil
    if focused === node { setFocus(nil) }
  }

  /// The focusable controls under `root`, in reading order (top to bottom, left to right).
  func focusableNodes(under root: ViewNode) -> [ViewNode] {
    var found: [ViewNode] = []
    func collect(_ node: ViewNode) {
      if case .modifier(.hidden) = node.kind { return }
      if node.isFocusable, node.frame.width > 0, node.frame.height > 0 { found.append(node) }
      for child in node.screenChildren { collect(child) }
    }
    collect(root)
    return found.enumerated().sorted { a, b in
      let (fa, fb) = (a.element.frame, b.element.frame)
      if fa.minY != fb.minY { return fa.minY < fb.minY }
      if fa.minX != fb.minX { return fa.minX < fb.minX }
      return a.offset < b.offset
    }.map(\.element)
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
      setFocus(forward ? nodes.first : nodes.last)
      return
    }
    let next = (index + (forward ? 1 : nodes.count - 1)) % nodes.count
    setFocus(nodes[next])
  }

  /// Focuses `node` (or nothing), redraws both controls, and writes the focus states.
  func setFocus(_ node: ViewNode?) {
    guard node !== focused else { return }
    releasedFrame = nil
    if let old = focused { graph.markDirty(old) }
    focused = node
    needsScrollIntoView = true
    node?.rowDidGainFocus()
    if let node {
      graph.markDirty(node)
      // A new caret lands at the end of the text.
      if case .control(.textField(let field)) = node.kind {
        node.controlState.caret = field.text.wrappedValue.count
      }
    }
    writeFocusStates()
  }

  /// Takes focus from a control that can no longer have it (disabled while focused), as
  /// SwiftUI does: nothing is focused, focus states read nil, and the next Tab or Shift-Tab
  /// goes on from where the control was.
  func releaseIfUnfocusable() {
    guard let focused, focused.isMounted, !focused.isFocusable else { return }
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

  private var liveBindings: [(node: ViewNode, binding: FocusBinding)] {
    bindingNodes.values.compactMap { entry in
      guard let node = entry.node, node.isMounted,
        case .modifier(.focusBinding(let binding)) = node.kind
      else {
        return nil
      }
      return (node, binding)
    }
  }

  /// Writes every focus state so it says which of its controls is focused.
  private func writeFocusStates() {
    let bindings = liveBindings
    var focusedBindings: [FocusBinding] = []
    for (node, binding) in bindings {
      if let focused, target(of: node) === focused {
        focusedBindings.append(binding)
      } else if binding.box.hashableValue == binding.value {
        binding.box.set(binding.box.emptyValue)
      }
    }
    for binding in focusedBindings { binding.box.set(binding.value) }
  }

  /// Moves focus where code asked by writing a focus state (`focusedField = .surname`).
  func resolveRequests() {
    guard !FocusStateBox.pendingRequests.isEmpty else { return }
    let bindings = liveBindings
    var handled: [FocusStateBox] = []
    for box in FocusStateBox.pendingRequests where !handled.contains(where: { $0 === box }) {
      let mine = bindings.filter { $0.binding.box === box }
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
    FocusStateBox.pendingRequests.removeAll { box in handled.contains { $0 === box } }
    // Requests for focus states no graph shows (a view never rendered) must not pile up.
    if FocusStateBox.pendingRequests.count > 256 {
      FocusStateBox.pendingRequests.removeFirst(FocusStateBox.pendingRequests.count - 256)
    }
  }
}

struct WeakNode {
  weak var node: ViewNode?
}
