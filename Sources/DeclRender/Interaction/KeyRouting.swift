import Decl

// Where a key press becomes a state change: the focused control gets it first; keys it does
// not use move focus.

extension ViewGraph {
  /// Handles one key event and runs the updates it caused.
  func handle(_ event: KeyEvent) {
    if let focused = context.focus.focused, focused.isMounted,
      focused.handleKeyPress(event) || focused.handleKey(event)
    {
      context.focus.needsScrollIntoView = true
      processUpdates()
      return
    }
    switch event.key {
    case .tab, .down:
      context.focus.move(forward: true, under: interactionRoot)
    case .backTab, .up:
      context.focus.move(forward: false, under: interactionRoot)
    case .escape:
      escape()
    case .pageDown, .pageUp:
      page(down: event.key == .pageDown)
    default:
      break
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
      if node.isScrollContainer {
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
    if node.isScrollContainer { return node }
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
    let layer = modalLayers.last
    let isDialog =
      layer?.presentationSpec?.style == .alert
      || layer?.presentationSpec?.style == .confirmationDialog
    if !isDialog, let action = escapeAction(within: scope) {
      action()
    } else {
      _ = escapeModalLayer()
    }
  }

  /// The nearest `onExitCommand` or navigation stack that can go back, around the focused
  /// control or else innermost on screen, without leaving `scope`.
  private func escapeAction(within scope: ViewNode) -> (@MainActor () -> Void)? {
    func action(of node: ViewNode) -> (@MainActor () -> Void)? {
      if case .modifier(.exitCommand(let action)) = node.kind { return action }
      if case .container(.navigationStack) = node.kind, (node.navigation?.visibleDepth ?? 0) > 0 {
        return { node.popVisiblePage() }
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

  /// The navigation stacks on screen under `node` (not those on covered screens).
  private func visibleNavigationStacks(under node: ViewNode) -> [ViewNode] {
    var found: [ViewNode] = []
    if case .container(.navigationStack) = node.kind { found.append(node) }
    for child in node.screenChildren { found += visibleNavigationStacks(under: child) }
    return found
  }

  /// A mouse click: clicks the control under the pointer (activates a button, switches a
  /// toggle, moves a slider, steps a stepper, chooses a picker's option), focusing it only if
  /// a click focuses that kind of control (`clickTakesFocus`).
  func click(at point: Point) {
    func hit(_ node: ViewNode) -> ViewNode? {
      for child in node.screenChildren.reversed() {
        if let found = hit(child) { return found }
      }
      return node.isFocusable && node.frame.contains(point) ? node : nil
    }
    if let stack = visibleNavigationStacks(under: interactionRoot).last(where: {
      $0.navigation?.backButton?.contains(point) == true
    }) {
      stack.popVisiblePage()
    } else if let target = hit(interactionRoot) {
      if target.clickTakesFocus { context.focus.setFocus(target) }
      target.clickControl(at: point)
    }
    processUpdates()
  }

  /// Pastes text into the focused text field, if there is one.
  func paste(_ text: String) {
    if let focused = context.focus.focused, case .control(.textField(let field)) = focused.kind {
      focused.pasteIntoTextField(field, text)
    }
    processUpdates()
  }

  /// Activates the first visible button, toggle or link whose label contains `label` (or,
  /// when none does, the first view with a tap gesture), leaving focus where it is as a click
  /// does (a list row, which a click focuses, is focused).
  /// Returns nil on success, or why nothing was activated.
  func tap(_ label: String) -> String? {
    let scope = interactionRoot
    let visible = context.focus.focusableNodes(under: scope)
    let tappable = visible.filter { $0.tapPriority == 0 }
    let target =
      tappable.first { $0.tapText.contains(label) }
      ?? visible.first { $0.tapPriority == 1 && $0.tapText.contains(label) }
    guard let target else {
      if let stack = visibleNavigationStacks(under: scope).last(where: { stack in
        stack.navigation?.backButtonText?.contains(label) == true
      }) {
        stack.popVisiblePage()
        processUpdates()
        return nil
      }
      if let disabled = allTappable(under: scope).first(where: {
        !$0.environment.isEnabled && $0.tapText.contains(label)
      }) {
        return "the \(disabled.controlName) \"\(label)\" is disabled"
      }
      let names = tappable.map { "\"\($0.tapText)\"" }.joined(separator: ", ")
      return "no visible button, toggle or link contains \"\(label)\"; "
        + "visible ones: \(names.isEmpty ? "none" : names)"
    }
    if target.clickTakesFocus { context.focus.setFocus(target) }
    target.activateControl()
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

extension ViewNode {
  /// Handles a key sent to this focused node; returns whether it used it.
  func handleKey(_ event: KeyEvent) -> Bool {
    switch kind {
    case .control(.button):
      guard event.modifiers.isEmpty, event.key == .enter || event.key == .char(" ") else {
        return false
      }
      activateButton()
      return true
    case .control(.textField(let field)):
      return handleTextFieldKey(field, event)
    case .control:
      return handleControlKey(event)
    default:
      return false
    }
  }

  /// The text shown inside this node, for finding controls by their labels.
  var textContent: String {
    if case .text(let text) = kind { return text.plainString }
    if case .image(let image) = kind { return image.glyph }
    return children.map(\.textContent).filter { !$0.isEmpty }.joined(separator: " ")
  }
}
