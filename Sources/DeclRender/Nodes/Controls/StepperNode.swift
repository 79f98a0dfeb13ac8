import Decl
import DeclGraph
import DeclInput

/// A `Stepper`: Right or `+` increments, Left or `-` decrements, a click on either half of
/// `[ − | + ]` does the same. Each step is a whole edit, as a tap on SwiftUI's stepper.
package final class StepperNode: StyledControlBehavior, KeyBoundControl {
  package var controlName: String { "stepper" }

  package enum KeyAction { case increment, decrement }

  package static let keyMap: KeyMap<KeyAction> = [
    KeyBinding(
      [.any(.right), .characters(.oneOf("+="), .any)], .increment, "change", keyDisplay: "←→",
      detail: "step the focused stepper up"),
    KeyBinding(
      [.any(.left), .characters(.oneOf("-"), .any)], .decrement, "decrement", show: false,
      detail: "step it down"),
  ]

  func describe(_ stepper: StepperControl, in node: ViewNode) -> [ChildSpec] {
    [
      ChildSpec(
        .content, view: StepperBody(control: stepper), environment: node.controlEnvironment)
    ]
  }

  package func acceptsFocus(_ node: ViewNode) -> Bool { true }
  package func clickTakesFocus(_ node: ViewNode) -> Bool { false }
  package func tapPriority(_ node: ViewNode) -> TapPriority? { nil }
  package func activate(_ node: ViewNode) {}

  package func perform(_ action: KeyAction, node: ViewNode) -> Bool {
    step(up: action == .increment, node: node)
    return true
  }

  package func click(at point: Point, node: ViewNode) {
    guard node.environment.isEnabled else { return }
    let region = node.region(at: point)
    if region == StepperControl.decrementRegion { step(up: false, node: node) }
    if region == StepperControl.incrementRegion { step(up: true, node: node) }
  }

  private func step(up: Bool, node: ViewNode) {
    guard node.environment.isEnabled, let stepper = node.currentControl(StepperControl.self),
      let action = up ? stepper.onIncrement : stepper.onDecrement,
      up ? stepper.canIncrement() : stepper.canDecrement()
    else { return }
    stepper.onEditingChanged(true)
    action()
    stepper.onEditingChanged(false)
    node.graph.markDirty(node)
  }
}

extension Stepper: PrimitiveNodeView, ControlView {
  package func makeBehavior() -> StepperNode { StepperNode() }

  package func describe(to behavior: StepperNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(control, in: node)
  }

  package var equivalenceParts: [Any]? { control.identity }
}
