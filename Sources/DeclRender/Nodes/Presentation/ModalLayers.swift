import Decl
import DeclCanvas
import DeclGraph

// Sheets, alerts and dialogs: modal layers over the screen. Each is laid out in a box of its
// own after the screen, drawn over it with the rest dimmed, and traps focus: keys, clicks and
// taps reach only the top layer. Escape dismisses it (an alert's cancel button runs first).

extension ViewGraph {
  /// The presentation modifiers showing a modal layer, bottom to top.
  var modalLayers: [ViewNode] {
    context.presentations.modalLayers.compactMap { entry in
      guard let node = entry.node, node.status.isMounted, node.presentedChild != nil else {
        return nil
      }
      return node
    }
  }

  /// Where keys, clicks and focus go: the top modal layer's content, or the whole screen.
  var interactionRoot: ViewNode {
    modalLayers.last?.presentedChild ?? root
  }

  /// Lays out each modal layer in its box.
  func layoutModalLayers(in size: Size) {
    for layer in modalLayers {
      guard let content = layer.presentedChild, let presentation = layer.presentation,
        let state = layer.behavior(PresentationNode.self)
      else { continue }
      let screen = Rect(origin: .zero, size: size)
      let box: Rect
      let inner: Rect
      switch presentation.style {
      case .fullScreenCover, .navigation:
        box = screen
        inner = screen
      case .sheet:
        // A card over most of the screen, like an iOS sheet, its content centred in it.
        let margin = size.width >= 24 && size.height >= 8 ? (x: 2, y: 1) : (x: 0, y: 0)
        box = screen.insetBy(dx: margin.x, dy: margin.y)
        inner = box.insetBy(dx: 1, dy: 1)
      case .alert, .confirmationDialog:
        // A small box sized to its content: one cell of border, padding of two columns.
        let width = max(0, min(size.width - 4, 50) - 6)
        let fitted = content.sizeThatFits(ProposedSize(width: width, height: nil))
        let boxSize = Size(
          width: min(size.width, fitted.width + 6), height: min(size.height, fitted.height + 4))
        box = Rect(
          origin: alignedOrigin(of: boxSize, in: screen, alignment: .center), size: boxSize)
        inner = box.insetBy(dx: 3, dy: 2)
      case .menu:
        box = menuBox(of: layer, content: content, screen: screen)
        inner = box.insetBy(dx: 1, dy: 1)
      }
      state.layerBox = box
      let fitted = content.sizeThatFits(ProposedSize(inner.size))
      let clamped = Size(
        width: min(fitted.width, inner.width), height: min(fitted.height, inner.height))
      content.place(
        in: Rect(origin: alignedOrigin(of: clamped, in: inner, alignment: .center), size: clamped),
        proposal: nil)
    }
  }

  /// Draws each modal layer over what is below it, which is dimmed.
  func drawModalLayers(into drawing: inout FrameDrawing) {
    for (index, layer) in modalLayers.enumerated() {
      guard let content = layer.presentedChild, let presentation = layer.presentation,
        let box = layer.behavior(PresentationNode.self)?.layerBox
      else { continue }
      drawing.layer = index + 1
      let bounds = drawing.canvas.bounds
      let area = box.intersection(bounds)
      // A menu leaves the screen as it is; the other layers dim it.
      if presentation.style != .fullScreenCover && presentation.style != .menu {
        drawing.canvas.modifyStyle(in: bounds) { $0.attributes.insert(.dim) }
      }
      drawing.canvas.fill(area, style: .plain)
      if presentation.style != .fullScreenCover {
        let resolver = StyleResolver(environment: layer.environment)
        BoxDrawing.stroke(
          box, color: resolver.cellColor(.systemGray) ?? .default, into: &drawing.canvas,
          clip: bounds, rounded: true)
      }
      content.draw(into: &drawing, context: DrawContext(clip: area))
    }
  }

  /// Escape in a modal layer: runs an alert's cancel button, or dismisses the layer unless
  /// `interactiveDismissDisabled` inside keeps it.
  /// Returns false when there is no layer.
  func escapeModalLayer() -> Bool {
    guard let layer = modalLayers.last, let content = layer.presentedChild else { return false }
    if let cancel = content.firstButton(where: { $0.role == .cancel }), layer.presentsDialog {
      cancel.behavior(ButtonNode.self)?.activate(cancel)
    } else if content.descendant(where: {
      $0.behavior(PreferenceNode<InteractiveDismissDisabledModifier>.self)?.modifier.isDisabled
        == true
    }) == nil {
      layer.dismissPresentation()
    }
    return true
  }

  /// Moves focus where a presentation that opened or closed asked (after the first frame:
  /// nothing is focused at launch). Returns whether focus changed.
  func applyFocusHandoff() -> Bool {
    guard let handoff = context.presentations.focusAfterLayout else { return false }
    context.presentations.focusAfterLayout = nil
    guard context.layoutPass.hasLaidOut else { return false }
    let focus = context.focus
    let before = focus.focused
    switch handoff {
    case .firstIn(let node):
      let scope = node.presentedChild ?? node
      guard scope.status.isMounted else { return false }
      let controls = focus.focusableNodes(under: scope)
      let content = controls.filter { !$0.isInToolbar }
      if node.presentsDialog {
        focus.setFocus(controls.first { $0.buttonRole == .cancel } ?? controls.first)
      } else if let preferred = content.first(where: { $0.environment.prefersInitialFocus }) {
        focus.setFocus(preferred)
      } else {
        // The content's first field (else control), not a toolbar item above it.
        focus.setFocus(
          content.first { $0.behavior is TextFieldNode } ?? content.first ?? controls.first)
      }
    case .restore(let node):
      if let node, node.status.isMounted,
        focus.focusableNodes(under: interactionRoot).contains(where: { $0 === node })
      {
        focus.setFocus(node)
      } else {
        focus.setFocus(nil)
      }
    }
    return focus.focused !== before
  }
}
