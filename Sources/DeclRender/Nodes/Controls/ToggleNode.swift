import Decl
import DeclGraph
import DeclInput

/// A `Toggle`: its look is the toggle style's body. With a built-in style, Space, Enter, a
/// click or `tap` switch it; a custom style's body decides, as in SwiftUI: its tap gestures
/// run (a click on one, or Space, Enter and `tap` for the first), and without one nothing
/// switches.
package final class ToggleNode: StyledControlBehavior, KeyBoundControl {
  /// What the toggle shows, and its label even when labels are hidden.
  package func tapText(_ node: ViewNode) -> String {
    let shown = node.textContent
    if let label = label as? Text, !shown.contains(label.plainString) {
      return shown + " " + label.plainString
    }
    return shown
  }

  private(set) var label: (any View)?

  package var controlName: String { "toggle" }

  package enum KeyAction { case toggle }

  package static let keyMap: KeyMap<KeyAction> = [
    KeyBinding(
      [.space, .enter], .toggle, "toggle",
      detail: "switch the focused toggle (a custom style: run its body's first tap gesture)")
  ]

  func describe(_ toggle: ToggleControl, in node: ViewNode) -> [ChildSpec] {
    label = toggle.label
    let style = node.environment.toggleStyle ?? .automatic
    let configuration = ToggleStyleConfiguration(isOn: toggle.isOn, label: toggle.label)
    let body = node.evaluate { style.makeBody(configuration, context: node) }
    return [ChildSpec(.content, view: body, environment: node.controlEnvironment)]
  }

  package func acceptsFocus(_ node: ViewNode) -> Bool { true }
  package func clickTakesFocus(_ node: ViewNode) -> Bool { false }
  package func tapPriority(_ node: ViewNode) -> TapPriority? { .control }

  /// Whether the style switches the toggle (the built-in ones) rather than its body's gestures.
  private func switchesItself(_ node: ViewNode) -> Bool {
    (node.environment.toggleStyle ?? .automatic).switchesItself
  }

  package func perform(_ action: KeyAction, node: ViewNode) -> Bool {
    guard switchesItself(node) else { return runStyleGesture(at: nil, node: node) }
    switchValue(node)
    return true
  }

  /// A click: switches the toggle, or with a custom style runs the gesture under the pointer.
  package func click(at point: Point, node: ViewNode) {
    guard node.environment.isEnabled else { return }
    guard switchesItself(node) else {
      _ = runStyleGesture(at: point, node: node)
      return
    }
    switchValue(node)
  }

  /// `tap`: as Space would; says so when a custom style gives the tap nothing to run.
  package func activate(_ node: ViewNode) {
    guard switchesItself(node) else {
      if !runStyleGesture(at: nil, node: node) {
        node.graph.warn(
          "the toggle \"\(node.tapText)\" has a custom style whose body has no tap gesture: "
            + "tapping it does nothing")
      }
      return
    }
    switchValue(node)
  }

  /// Runs a tap gesture of a custom style's body: the one under `point` (counting clicks as a
  /// click does), or the first one once. Returns whether there was one.
  private func runStyleGesture(at point: Point?, node: ViewNode) -> Bool {
    guard node.environment.isEnabled,
      let gesture = node.descendant(where: { candidate in
        guard candidate !== node, let tap = candidate.behavior(TapGestureNode.self),
          tap.hasAction
        else { return false }
        return point.map { candidate.coveredFrame?.contains($0) == true } ?? true
      }),
      let tap = gesture.behavior(TapGestureNode.self)
    else { return false }
    if point != nil {
      tap.click(at: .zero, node: gesture)
    } else {
      tap.activate(gesture)
    }
    return true
  }

  /// Switches the toggle through its binding.
  private func switchValue(_ node: ViewNode) {
    guard node.environment.isEnabled, let toggle = node.currentControl(ToggleControl.self) else {
      return
    }
    toggle.isOn.wrappedValue.toggle()
    node.graph.markDirty(node)
  }
}

extension Toggle: PrimitiveNodeView, ControlView {
  package func makeBehavior() -> ToggleNode { ToggleNode() }

  package func describe(to behavior: ToggleNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(control, in: node)
  }

  package var equivalenceParts: [Any]? { [control.isOn, control.label] }
}
