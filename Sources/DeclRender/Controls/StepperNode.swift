import Decl

// Steppers: Right or `+` increments, Left or `-` decrements, a click on either half of
// `[ − | + ]` does the same. Each step is a whole edit, as a tap on SwiftUI's stepper.

extension ViewNode {
  func describeStepper(_ stepper: StepperControl) -> [ChildSpec] {
    [ChildSpec(slot: 0, view: StepperBody(control: stepper), environment: controlEnvironment)]
  }

  func handleStepperKey(_ stepper: StepperControl, _ event: KeyEvent) -> Bool {
    switch event.key {
    case .right, .char("+"), .char("="):
      step(stepper, up: true)
    case .left, .char("-"):
      step(stepper, up: false)
    default:
      return false
    }
    return true
  }

  func clickStepper(_ stepper: StepperControl, at point: Point) {
    switch region(at: point) {
    case StepperControl.decrementRegion: step(stepper, up: false)
    case StepperControl.incrementRegion: step(stepper, up: true)
    default: break
    }
  }

  private func step(_ stepper: StepperControl, up: Bool) {
    guard environment.isEnabled,
      let action = up ? stepper.onIncrement : stepper.onDecrement,
      up ? stepper.canIncrement() : stepper.canDecrement()
    else { return }
    stepper.onEditingChanged(true)
    action()
    stepper.onEditingChanged(false)
    graph.markDirty(self)
  }
}
