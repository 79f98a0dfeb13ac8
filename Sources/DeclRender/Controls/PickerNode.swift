import Decl

// Pickers: the look is `PickerBody` in its style; keys and clicks change the selection (see
// `Picker` for which keys each style uses). An inline picker keeps a highlighted row that the
// focus is drawn on.

extension ViewNode {
  func describePicker(_ picker: PickerControl) -> [ChildSpec] {
    let state = controlState
    let focused = isFocused
    if focused && !state.wasFocused {
      // Focus arrives on the selected row.
      state.highlight = picker.selectedIndex(in: picker.options) ?? 0
    }
    state.wasFocused = focused
    return [ChildSpec(slot: 0, view: PickerBody(control: picker), environment: controlEnvironment)]
  }

  func handlePickerKey(_ picker: PickerControl, _ event: KeyEvent) -> Bool {
    guard event.modifiers.isEmpty else { return false }
    let options = picker.options
    guard !options.isEmpty else { return false }
    let selected = picker.selectedIndex(in: options)
    if environment.pickerStyleKind == .inline {
      let state = controlState
      state.highlight = min(max(0, state.highlight), options.count - 1)
      switch event.key {
      case .up:
        // Past the first row, Up moves focus on.
        guard state.highlight > 0 else { return false }
        state.highlight -= 1
      case .down:
        guard state.highlight < options.count - 1 else { return false }
        state.highlight += 1
      case .enter, .char(" "):
        choose(picker, options[state.highlight])
      default:
        return false
      }
      graph.markDirty(self)
      return true
    }
    switch event.key {
    case .left:
      if let selected, selected > 0 { choose(picker, options[selected - 1]) }
    case .right:
      let next = selected.map { $0 + 1 } ?? 0
      if next < options.count { choose(picker, options[next]) }
    case .enter, .char(" "):
      choose(picker, options[((selected ?? -1) + 1) % options.count])
    default:
      return false
    }
    return true
  }

  func clickPicker(_ picker: PickerControl, at point: Point) {
    let options = picker.options
    guard !options.isEmpty else { return }
    let selected = picker.selectedIndex(in: options)
    switch region(at: point) {
    case PickerBody.previousRegion:
      if let selected, selected > 0 { choose(picker, options[selected - 1]) }
    case PickerBody.nextRegion:
      let next = selected.map { $0 + 1 } ?? 0
      if next < options.count { choose(picker, options[next]) }
    case let index? where options.indices.contains(index):
      controlState.highlight = index
      choose(picker, options[index])
    default:
      break
    }
  }

  private func choose(_ picker: PickerControl, _ option: PickerOption) {
    guard environment.isEnabled else { return }
    picker.select(option.tag)
    graph.markDirty(self)
  }

  /// Where the focus ring goes: an inline picker's highlighted row, or the whole picker.
  var pickerFocusFrame: Rect {
    guard environment.pickerStyleKind == .inline else { return frame }
    return regionFrame(controlState.highlight) ?? frame
  }
}
