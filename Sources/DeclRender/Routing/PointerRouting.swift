import Decl
import DeclGraph
import DeclInput

// Mouse events: a press clicks what the last frame drew under the pointer (its hit regions),
// a control that grabs the pointer on a press (a slider's thumb) follows drags until the
// release, and the wheel scrolls the container under the pointer.

extension ViewGraph {
  /// Handles one mouse event and runs the updates it caused.
  func handle(_ mouse: MouseEvent) {
    let point = Point(x: mouse.x, y: mouse.y)
    withDiagnostics {
      switch mouse.kind {
      case .press(.left):
        // A release can be lost (the button let go outside the window): end that grab first.
        releasePointer()
        if !closeMenus(outside: point) { click(at: point) }
      case .press(.right):
        openContextMenu(at: point)
      case .drag(.left):
        if let grabbed = context.interaction.pointerGrab {
          (grabbed.behavior as? any PointerGrabBehavior)?.drag(to: point, node: grabbed)
        }
      case .release(.left):
        releasePointer()
      case .scrollDown:
        scroll(at: point, by: 3)
      case .scrollUp:
        scroll(at: point, by: -3)
      case .press, .drag, .release, .move, .scrollLeft, .scrollRight:
        // Other buttons, plain motion and sideways scrolling do nothing.
        break
      }
    }
    processUpdates()
  }

  private func releasePointer() {
    guard let grabbed = context.interaction.pointerGrab else { return }
    context.interaction.pointerGrab = nil
    (grabbed.behavior as? any PointerGrabBehavior)?.release(grabbed)
  }

  /// The top hit region of the last frame under `point` for which `matches` holds, in the top
  /// modal layer (nothing below a sheet or alert can be clicked).
  private func hitRegion(at point: Point, where matches: (HitRegion) -> Bool) -> HitRegion? {
    let layer = modalLayers.count
    return context.lastFrame.hitRegions.last {
      $0.layer == layer && $0.rect.contains(point) && $0.node?.status.isMounted == true
        && matches($0) && ($0.node?.contentShapeContains(point) ?? false)
    }
  }

  /// A mouse click: clicks the control under the pointer (activates a button, switches a
  /// toggle, moves a slider, steps a stepper, chooses a picker's option) or the back button,
  /// focusing the control only if a click focuses that kind (`clickTakesFocus`).
  private func click(at point: Point) {
    guard
      let region = hitRegion(
        at: point, where: { $0.kind != .scrollContainer && $0.kind != .contextMenu }),
      let node = region.node
    else { return }
    switch region.kind {
    case .backButton:
      (node.behavior as? any BackActionBehavior)?.backAction(node)?()
    case .control:
      guard node.isFocusable, let control = node.behavior as? any ControlBehavior else { return }
      if control.clickTakesFocus(node) { context.focus.setFocus(node) }
      control.click(at: point, node: node)
    case .scrollContainer, .contextMenu:
      break
    }
  }

  /// Scrolls the innermost scrolling container under `point` by `rows`.
  func scroll(at point: Point, by rows: Int) {
    guard let region = hitRegion(at: point, where: { $0.kind == .scrollContainer }),
      let container = region.node
    else { return }
    if rows < 0, container.scrollState?.offset.y == 0, refreshFromWheel(over: container) { return }
    container.scroll(byRows: rows)
  }
}
