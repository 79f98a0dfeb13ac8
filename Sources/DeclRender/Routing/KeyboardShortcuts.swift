import Decl
import DeclGraph
import DeclInput

// Keyboard shortcuts and move commands: keys the focused control did not use go to the control
// on screen whose `keyboardShortcut` they are (then to the scene's commands), and arrows to the
// `onMoveCommand` around the focused control.

extension ViewGraph {
  /// Runs the control whose keyboard shortcut `event` is; returns whether one ran.
  func runShortcut(_ event: KeyEvent) -> Bool {
    guard let press = KeyPress(event), let target = shortcutTarget(for: press),
      let control = target.behavior as? any ControlBehavior
    else { return false }
    control.activate(target)
    return true
  }

  /// Whether `event` is the keyboard shortcut of a control on screen or a scene command.
  func hasShortcut(for event: KeyEvent) -> Bool {
    guard let press = KeyPress(event) else { return false }
    return shortcutTarget(for: press) != nil
  }

  /// Enter in a one-line text field with no `onSubmit` runs the default action
  /// (`.keyboardShortcut(.defaultAction)`), as Return does in a macOS form.
  func runDefaultActionFromTextField(_ event: KeyEvent) -> Bool {
    guard event.key == .enter, event.modifiers.isEmpty, let focused = context.focus.focused,
      let field = focused.currentControl(TextFieldControl.self), field.axis == .horizontal,
      !field.isEditor, focused.environment.submitActions.isEmpty
    else { return false }
    return runShortcut(event)
  }

  /// The control on screen (in the top sheet, if one is up) whose shortcut `press` is, else
  /// the scene command whose shortcut it is.
  private func shortcutTarget(for press: KeyPress) -> ViewNode? {
    func matches(_ node: ViewNode) -> Bool {
      guard node.behavior is any ControlBehavior, node.environment.isEnabled,
        let shortcut = node.environment.keyboardShortcut
      else { return false }
      return shortcut.matches(press)
    }
    func search(_ node: ViewNode, onScreen: Bool) -> ViewNode? {
      if node.behavior is any ConcealingBehavior { return nil }
      if matches(node) { return node }
      for child in onScreen ? node.screenChildren : node.children {
        if let found = search(child, onScreen: onScreen) { return found }
      }
      return nil
    }
    if let found = search(interactionRoot, onScreen: true) { return found }
    guard let commands = context.scene.commands, commands.status.isMounted else { return nil }
    for child in commands.children where child.key.role != .content {
      if let found = search(child, onScreen: false) { return found }
    }
    return nil
  }

  /// An arrow the focused control did not use runs the `onMoveCommand` around it.
  func runMoveCommand(_ event: KeyEvent) -> Bool {
    guard event.modifiers.isEmpty, let focused = context.focus.focused else { return false }
    let direction: MoveCommandDirection
    switch event.key {
    case .up: direction = .up
    case .down: direction = .down
    case .left: direction = .left
    case .right: direction = .right
    default: return false
    }
    var node: ViewNode? = focused
    while let current = node, current.environment.moveCommandAction == nil,
      current.children.count == 1
    {
      node = current.children[0]
    }
    guard let action = node?.environment.moveCommandAction else { return false }
    action(direction)
    return true
  }
}
