import Decl

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
      // Keys the focused control did not use; others do nothing.
      let key = event.key
      if runShortcut(event) || runMoveCommand(event) {
        return
      } else if key == .tab || key == .down {
        context.focus.move(forward: true, under: interactionRoot)
      } else if key == .backTab || key == .up {
        context.focus.move(forward: false, under: interactionRoot)
      } else if key == .escape {
        escape()
      } else if key == .pageDown || key == .pageUp {
        page(down: key == .pageDown)
      } else if Self.isContextMenuKey(event) {
        _ = openContextMenuOfFocus()
      } else if key == .ctrl("r") || key == .function(5) {
        _ = refreshFromKey()
      }
    }
    processUpdates()
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

  /// Escape: inside the top sheet (or the screen when there is none), the nearest
  /// `onExitCommand` or navigation stack that can go back; else the sheet, alert or dialog on
  /// top is dismissed.
  private func escape() {
    let scope = interactionRoot
    let isDialog = modalLayers.last?.presentsDialog ?? false
    if !isDialog, let action = escapeAction(within: scope) {
      action()
    } else {
      _ = escapeModalLayer()
    }
  }

  /// The nearest `onExitCommand` or navigation stack that can go back, around the focused
  /// control or else innermost on screen, without leaving `scope`.
  func escapeAction(within scope: ViewNode) -> (@MainActor () -> Void)? {
    func action(of node: ViewNode) -> (@MainActor () -> Void)? {
      if let exit = node.behavior(PreferenceNode<ExitCommandModifier>.self),
        let action = exit.modifier.action
      {
        return action
      }
      if let stack = node.behavior(NavigationStackNode.self), stack.canGoBack {
        return { stack.popVisiblePage(node) }
      }
      return nil
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

  /// Pastes text into the focused text field, if there is one.
  func paste(_ text: String) {
    withDiagnostics {
      if let focused = context.focus.focused, let field = focused.behavior(TextFieldNode.self) {
        field.insert(text, node: focused)
      }
    }
    processUpdates()
  }

  /// Activates the first visible button, toggle or link whose label (shown or accessibility
  /// label) contains `label` or whose accessibility identifier is `label` (or, when none
  /// does, the first view with a tap gesture), leaving focus where it is as a click does (a
  /// list row or text field, which a click focuses, is focused). When several match, the focused
  /// control wins, as a user tapping the control they are on would expect; otherwise the first
  /// in reading order.
  /// Returns nil on success, or why nothing was activated.
  func tap(_ label: String) -> String? {
    let scope = interactionRoot
    let visible = context.focus.focusableNodes(under: scope)
    let tappable = visible.filter { $0.tapPriority == .control }
    func matching(_ priority: TapPriority) -> ViewNode? {
      let matches = visible.filter { $0.tapPriority == priority && $0.matchesTap(label) }
      return matches.first { $0 === context.focus.focused } ?? matches.first
    }
    let target = matching(.control) ?? matching(.gesture)
    guard let target, let control = target.behavior as? any ControlBehavior else {
      for bar in scope.screenNodes(with: TabBarNode.self) {
        guard bar.behavior(TabBarNode.self)?.selectTab(labelled: label, node: bar) == true
        else { continue }
        processUpdates()
        return nil
      }
      for stack in scope.screenNodes(with: NavigationStackNode.self).reversed() {
        guard let navigation = stack.behavior(NavigationStackNode.self),
          navigation.backButtonLabel(in: stack)?.contains(label) == true
        else { continue }
        withDiagnostics { navigation.popVisiblePage(stack) }
        processUpdates()
        return nil
      }
      if let disabled = allTappable(under: scope).first(where: {
        !$0.environment.isEnabled && $0.matchesTap(label)
      }) {
        let name = (disabled.behavior as? any ControlBehavior)?.controlName ?? "view"
        return "the \(name) \"\(label)\" is disabled"
      }
      let names = tappable.map { "\"\($0.tapText)\"" }.joined(separator: ", ")
      return "no visible button, toggle, link or text field matches \"\(label)\"; "
        + "visible ones: \(names.isEmpty ? "none" : names)"
    }
    withDiagnostics {
      if control.clickTakesFocus(target) { context.focus.setFocus(target) }
      control.activate(target)
    }
    processUpdates()
    return nil
  }

  private func allTappable(under node: ViewNode) -> [ViewNode] {
    var found: [ViewNode] = []
    if node.tapPriority != nil { found.append(node) }
    for child in node.screenChildren { found += allTappable(under: child) }
    return found
  }
}

extension KeyPress {
  /// The key press a key event stands for; nil for keys SwiftUI has no name for.
  init?(_ event: KeyEvent) {
    var modifiers = EventModifiers()
    if event.modifiers.contains(.shift) { modifiers.insert(.shift) }
    if event.modifiers.contains(.option) { modifiers.insert(.option) }
    if event.modifiers.contains(.control) { modifiers.insert(.control) }
    let key: KeyEquivalent
    switch event.key {
    case .char(let character): key = KeyEquivalent(character)
    case .enter: key = .return
    case .tab: key = .tab
    case .backTab:
      key = .tab
      modifiers.insert(.shift)
    case .escape: key = .escape
    case .backspace: key = .delete
    case .delete: key = .deleteForward
    case .up: key = .upArrow
    case .down: key = .downArrow
    case .left: key = .leftArrow
    case .right: key = .rightArrow
    case .home: key = .home
    case .end: key = .end
    case .pageUp: key = .pageUp
    case .pageDown: key = .pageDown
    case .ctrl(let character):
      key = KeyEquivalent(character)
      modifiers.insert(.control)
    case .insert, .function: return nil
    }
    let phase: Phases =
      switch event.phase {
      case .press: .down
      case .repeat: .repeat
      case .release: .up
      }
    self.init(
      key: key, characters: String(key.character), modifiers: modifiers, phase: phase)
  }
}
