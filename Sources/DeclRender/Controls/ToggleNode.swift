import Decl

// Toggles: the node runs the toggle style's body. With a built-in style, Space, Enter, a click
// or `tap` switch it; a custom style's body decides, as in SwiftUI: its tap gestures run (a
// click on one, or Space, Enter and `tap` for the first), and without one nothing switches.

extension ViewNode {
  func describeToggle(_ toggle: ToggleControl) -> [ChildSpec] {
    let style = environment.toggleStyle ?? .automatic
    let body = evaluate { style.makeBody(toggle.isOn, toggle.label, self) }
    return [ChildSpec(slot: 0, view: body, environment: controlEnvironment)]
  }

  /// Whether the toggle's style switches it (the built-in ones) rather than its body's gestures.
  private var toggleSwitchesItself: Bool { (environment.toggleStyle ?? .automatic).switchesItself }

  func handleToggleKey(_ toggle: ToggleControl, _ event: KeyEvent) -> Bool {
    guard event.modifiers.isEmpty, event.key == .enter || event.key == .char(" ") else {
      return false
    }
    guard toggleSwitchesItself else { return runStyleGesture(at: nil) }
    toggleValue(toggle)
    return true
  }

  /// A click: switches the toggle, or with a custom style runs the gesture under the pointer.
  func clickToggle(_ toggle: ToggleControl, at point: Point) {
    guard toggleSwitchesItself else {
      _ = runStyleGesture(at: point)
      return
    }
    toggleValue(toggle)
  }

  /// `tap`: as Space would; says so when a custom style gives the tap nothing to run.
  func tapToggle(_ toggle: ToggleControl) {
    guard toggleSwitchesItself else {
      if !runStyleGesture(at: nil) {
        graph.warn(
          "the toggle \"\(tapText)\" has a custom style whose body has no tap gesture: "
            + "tapping it does nothing")
      }
      return
    }
    toggleValue(toggle)
  }

  /// Runs a tap gesture of a custom style's body: the one under `point` (counting clicks as a
  /// click does), or the first one once. Returns whether there was one.
  private func runStyleGesture(at point: Point?) -> Bool {
    guard environment.isEnabled,
      let gesture = descendant(where: { node in
        guard node !== self, case .control(.focusable(let focusable)) = node.kind,
          focusable.action != nil
        else { return false }
        return point.map { node.coveredFrame?.contains($0) == true } ?? true
      }),
      case .focusable(let focusable) = gesture.currentControl
    else { return false }
    if point != nil {
      gesture.clickFocusable(focusable)
    } else {
      focusable.action?()
    }
    return true
  }

  /// Switches the toggle through its binding.
  func toggleValue(_ toggle: ToggleControl) {
    guard environment.isEnabled else { return }
    toggle.isOn.wrappedValue.toggle()
    graph.markDirty(self)
  }
}
