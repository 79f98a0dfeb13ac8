import Decl

// Sliders: Left/Right step the value, Home/End go to the ends, a click on the track puts the
// thumb there. A terminal has no drag, so editing begins at the first change and ends when
// focus leaves (README, "Differences from SwiftUI").

extension ViewNode {
  func describeSlider(_ slider: SliderControl) -> [ChildSpec] {
    endEditingIfUnfocused { slider.onEditingChanged(false) }
    return [ChildSpec(slot: 0, view: SliderBody(control: slider), environment: controlEnvironment)]
  }

  func handleSliderKey(_ slider: SliderControl, _ event: KeyEvent) -> Bool {
    guard event.modifiers.isEmpty else { return false }
    let value = slider.value.wrappedValue
    switch event.key {
    case .left: setSlider(slider, to: value - slider.keyIncrement)
    case .right: setSlider(slider, to: value + slider.keyIncrement)
    case .home: setSlider(slider, to: slider.bounds.lowerBound)
    case .end: setSlider(slider, to: slider.bounds.upperBound)
    default: return false
    }
    return true
  }

  /// Moves the thumb to the column clicked on the track.
  func clickSlider(_ slider: SliderControl, at point: Point) {
    guard
      let track = descendant(where: {
        if case .control(.indicator(.sliderTrack)) = $0.kind { return true }
        return false
      }), track.frame.contains(point)
    else { return }
    let fraction =
      track.frame.width > 1 ? Double(point.x - track.frame.minX) / Double(track.frame.width - 1) : 0
    let bounds = slider.bounds
    setSlider(slider, to: bounds.lowerBound + fraction * (bounds.upperBound - bounds.lowerBound))
  }

  private func setSlider(_ slider: SliderControl, to proposed: Double) {
    guard environment.isEnabled else { return }
    beginEditing { slider.onEditingChanged(true) }
    let value = slider.constrained(proposed)
    if value != slider.value.wrappedValue { slider.value.wrappedValue = value }
    graph.markDirty(self)
  }

  /// Starts an edit, once until it ends.
  func beginEditing(_ onEditingChanged: () -> Void) {
    let state = controlState
    guard !state.isEditing else { return }
    state.isEditing = true
    onEditingChanged()
  }

  /// Ends an edit when focus has left: `onEditingChanged(false)` runs after this update.
  func endEditingIfUnfocused(_ onEditingChanged: @escaping @MainActor () -> Void) {
    let state = controlState
    guard state.isEditing, !isFocused else { return }
    state.isEditing = false
    graph.pendingActions.append(onEditingChanged)
  }
}
