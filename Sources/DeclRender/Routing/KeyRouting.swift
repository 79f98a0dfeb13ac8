import Decl
import DeclGraph
import DeclInput

// Where a key press becomes a state change: `onKeyPress` handlers around the focused control
// first, then the control itself (its behaviour's `handleKey`); keys nobody used move focus,
// page, or go back (Escape).

extension ViewGraph {
  /// Handles one key event and runs the updates it caused.
  func handle(_ event: KeyEvent) {
    withDiagnostics {
      if runDefaultActionFromTextField(event) { return }
      if let focused = context.focus.focused, focused.status.isMounted,
        focused.handleKeyPress(event)
          || ((focused.behavior as? any ControlBehavior)?.handleKey(event, node: focused) ?? false)
          || focused.handleKeyInRow(event)
      {
        context.focus.needsScrollIntoView = true
        return
      }
      // Keys the focused control did not use go to a shortcut, a move command, then the
      // global key table; others do nothing.
      if runShortcut(event) || runMoveCommand(event) { return }
      _ = globalKeyMap.dispatch(event) { run($0) }
    }
    processUpdates()
  }

  /// The global key table in effect: the defaults, with the keys an app bound
  /// (`keyBinding(_:_:)`) where focus is, or with nothing focused at the top of the screen.
  var globalKeyMap: KeyMap<GlobalKeyAction> {
    guard GlobalKeys.anyRemapping else { return GlobalKeys.graph }
    var node = context.focus.focused ?? interactionRoot
    if context.focus.focused == nil {
      // The screen's root is often a wrapper the modifier is inside of.
      while node.environment.globalKeyBindings.isEmpty, node.children.count == 1 {
        node = node.children[0]
      }
    }
    return GlobalKeys.graph(remapped: node.environment.globalKeyBindings)
  }

  /// Runs a global key action; returns whether it applied (Escape goes back when it can, and
  /// else dismisses).
  private func run(_ action: GlobalKeyAction) -> Bool {
    switch action {
    case .focusNext: context.focus.move(forward: true, under: interactionRoot)
    case .focusPrevious: context.focus.move(forward: false, under: interactionRoot)
    case .back:
      let isDialog = modalLayers.last?.presentsDialog ?? false
      guard !isDialog, let action = escapeAction(within: interactionRoot) else { return false }
      action()
    case .dismiss: _ = escapeModalLayer()
    case .pageDown, .pageUp: page(down: action == .pageDown)
    case .contextMenu: _ = openContextMenuOfFocus()
    case .refresh: _ = refreshFromKey()
    }
    return true
  }

  /// Handles a key's release (only a terminal speaking the kitty keyboard protocol reports
  /// one): the `onKeyPress` handlers around the focused control that want `.up` get it, then
  /// the control (a long press held with Space ends). Nothing else acts on a release.
  func handleRelease(_ event: KeyEvent) {
    withDiagnostics {
      guard let focused = context.focus.focused, focused.status.isMounted,
        !focused.handleKeyPress(event)
      else { return }
      (focused.behavior as? any ControlBehavior)?.handleKeyRelease(event, node: focused)
    }
    processUpdates()
  }

  /// Page Down / Page Up: moves focus a screenful (which scrolls it into view), or scrolls the
  /// first scrolling container when nothing is focused.
  private func page(down: Bool) {
    let controls = context.focus.focusableNodes(under: interactionRoot)
    guard let focused = context.focus.focused,
      let index = controls.firstIndex(where: { $0 === focused })
    else {
      if let container = firstScrollContainer(interactionRoot) {
        container.scroll(byRows: (down ? 1 : -1) * max(1, container.frame.height - 1))
      }
      return
    }
    var page = root.frame.height
    var ancestor = focused.parent
    while let node = ancestor {
      if node.scrollState != nil {
        page = node.frame.height
        break
      }
      ancestor = node.parent
    }
    let target = focused.frame.minY + (down ? 1 : -1) * max(1, page - 1)
    let next =
      down
      ? controls[index...].first { $0.frame.minY >= target } ?? controls.last
      : controls[...index].last { $0.frame.minY <= target } ?? controls.first
    context.focus.setFocus(next)
  }

  private func firstScrollContainer(_ node: ViewNode) -> ViewNode? {
    if node.scrollState != nil { return node }
    for child in node.screenChildren {
      if let found = firstScrollContainer(child) { return found }
    }
    return nil
  }

  /// The nearest `onExitCommand` or navigation stack that can go back, around the focused
  /// control or else innermost on screen, without leaving `scope`.
  func escapeAction(within scope: ViewNode) -> (@MainActor () -> Void)? {
    func action(of node: ViewNode) -> (@MainActor () -> Void)? {
      if let action = node.modifier(ExitCommandModifier.self)?.action { return action }
      return (node.behavior as? any BackActionBehavior)?.backAction(node)
    }
    var node = context.focus.focused
    while let current = node {
      if let found = action(of: current) { return found }
      if current === scope { break }
      node = current.parent
    }
    func deepest(_ node: ViewNode) -> (@MainActor () -> Void)? {
      for child in node.screenChildren.reversed() {
        if let found = deepest(child) { return found }
      }
      return action(of: node)
    }
    return deepest(scope)
  }

  /// Pastes text into the focused text field, if there is one; otherwise drops it on a drop
  /// destination (`onDrop`), as dropping a file on a terminal window pastes its path.
  func paste(_ text: String) {
    withDiagnostics {
      if let focused = context.focus.focused,
        let field = focused.behavior as? any TextEditingBehavior
      {
        field.insert(text, node: focused)
      } else if let destination = dropDestination() {
        _ = destination.drop(NSItemProvider.dropped(pasting: text))
      }
    }
    processUpdates()
  }
}
