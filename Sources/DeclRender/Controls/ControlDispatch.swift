import Decl

// What every control kind answers the same way: layout (most controls are the body their
// style or look describes), focus, keys, clicks and `tap`. Each kind's own behaviour is in its
// `<Control>Node.swift`.

extension ViewNode {
  /// The control as the latest view value describes it: its closures may be newer than the
  /// ones `kind` holds, since closures do not count as changes (see `ViewEquivalence`).
  var currentControl: Control? {
    guard case .control(let control) = (view as? any PrimitiveView)?.primitive else { return nil }
    return control
  }

  /// The environment a control's look is described in.
  var controlEnvironment: EnvironmentValues {
    var inner = environment
    inner.isFocused = isFocused
    inner.isInsideControl = true
    return inner
  }

  func controlSize(_ control: Control, _ proposal: ProposedSize) -> Size {
    switch control {
    case .textField(let field): textFieldSize(field, proposal)
    case .indicator(let indicator): indicatorSize(indicator, proposal)
    default: children.first?.sizeThatFits(proposal) ?? .zero
    }
  }

  func placeControl(_ control: Control, in rect: Rect) {
    switch control {
    case .textField, .indicator: break
    default: children.first?.place(in: rect)
    }
  }

  /// Whether this control can take focus when it is enabled.
  var controlAcceptsFocus: Bool {
    switch kind {
    case .control(.indicator):
      false
    case .control(.focusable(let focusable)):
      // A tap gesture inside another control's look belongs to that control.
      focusable.isFocusable && !environment.isInsideControl
    case .control:
      true
    default:
      false
    }
  }

  /// Whether a click (or `tap`) focuses this control, as on macOS: text fields and editors
  /// take focus to be typed into, a slider to be moved with the keys after it is grabbed, a
  /// list row selects and focuses its list, and a view made `focusable()` takes focus. Buttons,
  /// links, toggles, steppers, pickers and tap gestures act and leave focus where it was (a
  /// text field keeps it).
  var clickTakesFocus: Bool {
    switch kind {
    case .control(.textField), .control(.slider), .control(.listRow): true
    case .control(.focusable(let focusable)): focusable.action == nil
    default: false
    }
  }

  /// Handles a key sent to this focused control (other than a button or text field).
  func handleControlKey(_ event: KeyEvent) -> Bool {
    switch currentControl {
    case .toggle(let toggle): handleToggleKey(toggle, event)
    case .slider(let slider): handleSliderKey(slider, event)
    case .stepper(let stepper): handleStepperKey(stepper, event)
    case .picker(let picker): handlePickerKey(picker, event)
    case .focusable(let focusable): handleFocusableKey(focusable, event)
    case .listRow(let row): handleListRowKey(row, event)
    default: false
    }
  }

  /// A click at `point` on this control, which has just been focused.
  func clickControl(at point: Point) {
    guard environment.isEnabled else { return }
    switch currentControl {
    case .button: activateButton()
    case .toggle(let toggle): clickToggle(toggle, at: point)
    case .slider(let slider): clickSlider(slider, at: point)
    case .stepper(let stepper): clickStepper(stepper, at: point)
    case .picker(let picker): clickPicker(picker, at: point)
    case .focusable(let focusable): clickFocusable(focusable)
    case .listRow(let row): chooseRow(row)
    default: break
    }
  }

  /// What `TestHost.tap` can activate: buttons (and links, which are buttons) and toggles
  /// first, views with a tap gesture when none of those matches.
  var tapPriority: Int? {
    switch kind {
    case .control(.button), .control(.toggle): 0
    case .control(.focusable(let focusable)) where focusable.action != nil: 1
    case .control(.listRow): 1
    default: nil
    }
  }

  /// Activates the control as a tap would.
  func activateControl() {
    switch currentControl {
    case .button: activateButton()
    case .toggle(let toggle): tapToggle(toggle)
    case .focusable(let focusable): focusable.action?()
    case .listRow(let row): chooseRow(row)
    default: break
    }
  }

  /// The text `tap` matches: what the control shows, and its label even when labels are hidden.
  var tapText: String {
    if case .control(.toggle(let toggle)) = kind, let label = toggle.label as? Text {
      return textContent + " " + label.plainString
    }
    return textContent
  }

  /// The control-kind word for messages.
  var controlName: String {
    switch kind {
    case .control(.toggle): "toggle"
    case .control(.focusable): "view"
    case .control(.listRow): "row"
    default: "button"
    }
  }

  /// The click region (see `ControlRegion`) of this control's look under `point`.
  func region(at point: Point) -> Int? {
    if let marker = view as? any ControlRegionMarking {
      return coveredFrame?.contains(point) == true ? marker.regionID : nil
    }
    for child in children {
      if let found = child.region(at: point) { return found }
    }
    return nil
  }

  /// The frame of a click region of this control's look.
  func regionFrame(_ id: Int) -> Rect? {
    if let marker = view as? any ControlRegionMarking, marker.regionID == id { return coveredFrame }
    for child in children {
      if let found = child.regionFrame(id) { return found }
    }
    return nil
  }

  /// The cells this node's view takes: its frame, or for a node that layout looks through
  /// (and never places), the frames of what it holds taken together.
  var coveredFrame: Rect? {
    guard kind.isTransparent else { return frame.isEmpty ? nil : frame }
    var covered: Rect?
    for child in children {
      guard let rect = child.coveredFrame else { continue }
      guard let union = covered else {
        covered = rect
        continue
      }
      let minX = min(union.minX, rect.minX)
      let minY = min(union.minY, rect.minY)
      covered = Rect(
        x: minX, y: minY, width: max(union.maxX, rect.maxX) - minX,
        height: max(union.maxY, rect.maxY) - minY)
    }
    return covered
  }

  /// The first node below this one (or this one) that `matches`.
  func descendant(where matches: (ViewNode) -> Bool) -> ViewNode? {
    if matches(self) { return self }
    for child in children {
      if let found = child.descendant(where: matches) { return found }
    }
    return nil
  }
}

extension Control {
  /// What tells two values of a control apart for `ViewEquivalence`, leaving out closures
  /// (they are read afresh from the latest view value when used); nil to compare field by field.
  var equivalenceIdentity: [Any]? {
    switch self {
    case .slider(let slider): slider.identity
    case .stepper(let stepper): stepper.identity
    case .picker(let picker): picker.identity + [picker.content]
    case .focusable(let focusable): focusable.identity
    case .toggle(let toggle): [toggle.isOn, toggle.label]
    case .listRow(let row): [row.id, row.offset, row.content]
    case .button(let button): [button.role as Any, button.label]
    case .textField, .indicator: nil
    }
  }
}
