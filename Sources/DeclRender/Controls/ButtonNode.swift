import Decl

// Buttons: the node runs the button style's body over the label, and activation runs the
// action and shows the pressed look for a moment.

extension ViewNode {
  /// How long a button looks pressed after activation.
  static let pressedDuration: Duration = .milliseconds(150)

  func describeControl(_ control: Control) -> [ChildSpec] {
    switch control {
    case .button(let button):
      let style = environment.buttonStyle ?? .automatic
      let isPressed = controlState.isPressed
      let body = evaluate {
        style.makeBody(
          button.role, button.label, isPressed, { [weak self] in self?.activateButton() }, self)
      }
      return [ChildSpec(slot: 0, view: body, environment: controlEnvironment)]
    case .textField(let field):
      // The field shows its binding's value: depend on it, so a change made elsewhere
      // re-measures and redraws the field.
      track { _ = field.text.wrappedValue }
      return []
    case .indicator:
      return []
    case .toggle(let toggle):
      return describeToggle(toggle)
    case .slider(let slider):
      return describeSlider(slider)
    case .stepper(let stepper):
      return describeStepper(stepper)
    case .picker(let picker):
      return describePicker(picker)
    case .listRow(let row):
      var inner = controlEnvironment
      inner.isInList = false
      inner.listSelection = nil
      return [ChildSpec(slot: 0, view: row.content, environment: inner)]
    case .focusable(let focusable):
      return describeFocusable(focusable)
    }
  }

  /// The button as the latest view value describes it (its action may be newer than `kind`).
  private var currentButton: ButtonControl? {
    guard case .control(.button(let button)) = (view as? any PrimitiveView)?.primitive else {
      return nil
    }
    return button
  }

  /// Activates a button: runs its action and shows it pressed until the moment has passed.
  func activateButton() {
    guard environment.isEnabled, let button = currentButton else { return }
    let state = controlState
    state.isPressed = true
    graph.markDirty(self)
    scheduleRelease(after: Self.pressedDuration) { [weak self] in
      state.isPressed = false
      if let self { self.graph.markDirty(self) }
    }
    // An alert's or dialog's button dismisses it, before its action can present another.
    if environment.isDialogAction { environment.dismiss() }
    button.action()
  }

  /// Runs `release` once `delay` has passed, or at once when a test host settles (a busy main
  /// queue may be late). Scheduling again before then replaces the pending release.
  func scheduleRelease(after delay: Duration, _ release: @escaping @MainActor () -> Void) {
    let key = ObjectIdentifier(controlState)
    let run: @MainActor () -> Void = { [graph] in
      guard graph.pressReleases.removeValue(forKey: key) != nil else { return }
      graph.runningTasks[key]?.cancel()
      graph.runningTasks[key] = nil
      release()
    }
    graph.pressReleases[key] = run
    graph.runningTasks[key]?.cancel()
    graph.runningTasks[key] = Task { @MainActor in
      try? await Task.sleep(for: delay)
      if !Task.isCancelled { run() }
    }
  }
}
