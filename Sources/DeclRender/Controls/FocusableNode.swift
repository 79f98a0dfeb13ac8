import Decl

// Views made focusable (`focusable()`) or tappable (`onTapGesture`), and `onKeyPress`: the
// handlers around the focused view run before the control's own keys.

extension ViewNode {
  /// How soon a second click must follow for a double tap.
  static let multipleClickInterval: Duration = .milliseconds(500)

  func describeFocusable(_ focusable: FocusableControl) -> [ChildSpec] {
    var inner = environment
    inner.isFocused = isFocused
    return [ChildSpec(slot: 0, view: focusable.content, environment: inner)]
  }

  func handleFocusableKey(_ focusable: FocusableControl, _ event: KeyEvent) -> Bool {
    guard let action = focusable.action, event.modifiers.isEmpty,
      event.key == .enter || event.key == .char(" ")
    else { return false }
    action()
    return true
  }

  /// Counts clicks in a row and runs the action at the `count`th.
  func clickFocusable(_ focusable: FocusableControl) {
    guard let action = focusable.action else { return }
    let state = controlState
    let now = ContinuousClock.now
    if let last = state.lastClick, now - last < Self.multipleClickInterval {
      state.clickCount += 1
    } else {
      state.clickCount = 1
    }
    state.lastClick = now
    guard state.clickCount >= focusable.count else { return }
    state.clickCount = 0
    action()
  }

  /// Runs the `onKeyPress` handlers around this focused node, innermost first, until one
  /// handles the key. Characters typed into a text field go to the field first.
  func handleKeyPress(_ event: KeyEvent) -> Bool {
    let handlers = keyPressEnvironment.keyPressHandlers
    guard !handlers.isEmpty, let press = KeyPress(event) else { return false }
    if case .control(.textField) = kind, case .char = event.key,
      event.modifiers.subtracting(.shift).isEmpty
    {
      return false
    }
    for handler in handlers.reversed() where handler.accepts(press) {
      if handler.action(press) == .handled { return true }
    }
    return false
  }

  /// The environment innermost in this control's chain of single children, so handlers set
  /// inside `focusable()` (`Text("A").onKeyPress(...).focusable()`) count as well as those
  /// around it.
  private var keyPressEnvironment: EnvironmentValues {
    var node = self
    while node.children.count == 1 {
      switch node.kind {
      case .composite, .customModifier, .transparent, .modifier, .control:
        node = node.children[0]
      default:
        return node.environment
      }
    }
    return node.environment
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
    self.init(key: key, characters: String(key.character), modifiers: modifiers)
  }
}
