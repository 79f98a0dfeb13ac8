import Decl

// Toggles: the node runs the toggle style's body; Space, Enter, a click or `tap` switch it.

extension ViewNode {
  func describeToggle(_ toggle: ToggleControl) -> [ChildSpec] {
    let style = environment.toggleStyle ?? .automatic
    let body = evaluate { style.makeBody(toggle.isOn, toggle.label, self) }
    return [ChildSpec(slot: 0, view: body, environment: controlEnvironment)]
  }

  func handleToggleKey(_ toggle: ToggleControl, _ event: KeyEvent) -> Bool {
    guard event.modifiers.isEmpty, event.key == .enter || event.key == .char(" ") else {
      return false
    }
    toggleValue(toggle)
    return true
  }

  /// Switches the toggle through its binding.
  func toggleValue(_ toggle: ToggleControl) {
    guard environment.isEnabled else { return }
    toggle.isOn.wrappedValue.toggle()
    graph.markDirty(self)
  }
}
