import Decl

// Mouse events: a press clicks (see `click(at:)` in KeyRouting.swift), a control that grabs
// the pointer on a press (a slider's thumb) follows drags until the release, and the wheel
// scrolls.

extension ViewGraph {
  /// Handles one mouse event and runs the updates it caused.
  func handle(_ mouse: MouseEvent) {
    let point = Point(x: mouse.x, y: mouse.y)
    switch mouse.kind {
    case .press(.left):
      // A release can be lost (the button let go outside the window): end that grab first.
      releasePointer()
      click(at: point)
    case .drag(.left):
      context.pointerGrab?.dragSlider(to: point)
      processUpdates()
    case .release(.left):
      releasePointer()
      processUpdates()
    case .scrollDown:
      scroll(at: point, by: 3)
    case .scrollUp:
      scroll(at: point, by: -3)
    default:
      break
    }
  }

  private func releasePointer() {
    guard let grabbed = context.pointerGrab else { return }
    context.pointerGrab = nil
    grabbed.endSliderEditing()
  }
}
