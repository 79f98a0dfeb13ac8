import Decl

// Sliders: Left/Right step the value, Home/End go to the ends, a press on the track grabs the
// thumb, which follows the pointer until the button is released. A terminal reports no key
// releases, so an edit made with the keys ends at the first other key, when focus leaves, or
// once the keys have been idle for `sliderEditingIdle` (README, "Differences from SwiftUI").

extension ViewNode {
  /// How long after the last key a keyboard edit of a slider ends: longer than the delay
  /// before a held key repeats, so holding an arrow key is one edit, as a drag is.
  static let sliderEditingIdle: Duration = .seconds(1)

  func describeSlider(_ slider: SliderControl) -> [ChildSpec] {
    endEditingIfUnfocused { slider.onEditingChanged(false) }
    return [ChildSpec(slot: 0, view: SliderBody(control: slider), environment: controlEnvironment)]
  }

  func handleSliderKey(_ slider: SliderControl, _ event: KeyEvent) -> Bool {
    let value = slider.value.wrappedValue
    let target: Double? =
      switch event.modifiers.isEmpty ? event.key : nil {
      case .left: value - slider.keyIncrement
      case .right: value + slider.keyIncrement
      case .home: slider.bounds.lowerBound
      case .end: slider.bounds.upperBound
      default: nil
      }
    guard let target else {
      // Any other key ends the edit, and then does what it does.
      endSliderEditing()
      return false
    }
    setSlider(slider, to: target)
    if graph.pointerGrab !== self {
      scheduleRelease(after: Self.sliderEditingIdle) { [weak self] in self?.endSliderEditing() }
    }
    return true
  }

  /// A press on the track: the thumb goes to the column pressed, and follows the pointer
  /// (`dragSlider`) until the button is released (`endSliderEditing`).
  func clickSlider(_ slider: SliderControl, at point: Point) {
    guard let track = sliderTrack, track.frame.contains(point) else { return }
    graph.pointerGrab = self
    dragSlider(to: point)
  }

  /// Puts the thumb at the track's column nearest `point`.
  func dragSlider(to point: Point) {
    guard case .slider(let slider) = currentControl, let track = sliderTrack else { return }
    let fraction =
      track.frame.width > 1
      ? (Double(point.x - track.frame.minX) / Double(track.frame.width - 1)).clamped(to: 0...1)
      : 0
    let bounds = slider.bounds
    setSlider(slider, to: bounds.lowerBound + fraction * (bounds.upperBound - bounds.lowerBound))
  }

  private var sliderTrack: ViewNode? {
    descendant(where: {
      if case .control(.indicator(.sliderTrack)) = $0.kind { return true }
      return false
    })
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

  /// Ends the slider's edit now, if one is under way: `onEditingChanged(false)`.
  func endSliderEditing() {
    let state = controlState
    guard state.isEditing, case .slider(let slider) = currentControl else { return }
    state.isEditing = false
    slider.onEditingChanged(false)
    graph.markDirty(self)
  }

  /// Ends an edit when focus has left: `onEditingChanged(false)` runs after this update.
  func endEditingIfUnfocused(_ onEditingChanged: @escaping @MainActor () -> Void) {
    let state = controlState
    guard state.isEditing, !isFocused, graph.pointerGrab !== self else { return }
    state.isEditing = false
    graph.pendingActions.append(onEditingChanged)
  }
}
