import Decl
import DeclGraph
import DeclInput

/// A `Button`: its look is the button style's body over the label; activation (Enter or Space
/// while focused, a click, `tap`) runs the action and shows the pressed look for a moment.
package final class ButtonNode: StyledControlBehavior, KeyBoundControl {
  /// How long a button looks pressed after activation.
  static let pressedDuration: Duration = .milliseconds(150)

  private(set) var role: ButtonRole?
  private var isPressed = false

  package var controlName: String { "button" }

  package enum KeyAction { case press }

  package static let keyMap: KeyMap<KeyAction> = [
    KeyBinding([.enter, .space], .press, "press", detail: "press the focused button")
  ]

  func describe(_ button: ButtonControl, in node: ViewNode) -> [ChildSpec] {
    role = button.role
    let style = node.environment.buttonStyle ?? .automatic
    let input = ButtonStyleInput(
      role: button.role, label: button.label, isPressed: isPressed,
      action: { [weak self, weak node] in
        guard let node else { return }
        self?.activate(node)
      })
    let body = node.evaluate { style.makeBody(input, context: node) }
    // A button the style's body makes from its configuration (`Button(configuration)`) is
    // drawn in the style this one was applied inside, not in this one again.
    var inner = node.controlEnvironment
    inner.buttonStyle = style.outerStyle
    return [ChildSpec(.content, view: body, environment: inner)]
  }

  package func acceptsFocus(_ node: ViewNode) -> Bool { true }
  package func clickTakesFocus(_ node: ViewNode) -> Bool { false }

  package func perform(_ action: KeyAction, node: ViewNode) -> Bool {
    activate(node)
    return true
  }

  package func click(at point: Point, node: ViewNode) { activate(node) }

  package func tapPriority(_ node: ViewNode) -> TapPriority? { .control }

  /// Runs the action and shows the button pressed until the moment has passed.
  package func activate(_ node: ViewNode) {
    guard node.environment.isEnabled, let button = node.currentControl(ButtonControl.self) else {
      return
    }
    isPressed = true
    node.graph.markDirty(node)
    node.scheduleRelease(after: Self.pressedDuration) { [weak self, weak node] in
      self?.isPressed = false
      if let node { node.graph.markDirty(node) }
    }
    // An alert's or dialog's button dismisses it, before its action can present another; a
    // menu's item does unless `menuActionDismissBehavior(.disabled)` keeps the menu open.
    let environment = node.environment
    let keepsMenuOpen = environment.isInMenu && environment.menuActionDismissBehavior == .disabled
    if environment.isDialogAction && !keepsMenuOpen { environment.dismiss() }
    button.action()
  }
}

extension Button: PrimitiveNodeView, ControlView {
  package func makeBehavior() -> ButtonNode { ButtonNode() }

  package func describe(to behavior: ButtonNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(control, in: node)
  }

  package var equivalenceParts: [Any]? { [control.role as Any, control.label] }
}
