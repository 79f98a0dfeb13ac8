import Decl

// Presentation modifiers in the graph: child 0 is the content, child 1 (while presented) the
// presented view. The presented view is not part of the content's screen: a navigation stack
// shows it as a screen of its own, and sheets, alerts and dialogs are drawn as modal layers
// above everything (see `ModalLayers.swift`).

/// What a presentation node remembers between updates.
@MainActor
final class PresentationState {
  /// Whether the last update showed the presented view, and for which item.
  var wasPresented = false
  var presentedID: AnyHashable?
  /// The control focused before a modal layer opened, focused again when it closes.
  weak var focusBeforeLayer: ViewNode?
  /// The box a modal layer was laid out in.
  var layerBox: Rect?
}

extension ViewNode {
  /// The presentation this node describes, if it is a presentation modifier.
  var presentationSpec: Presentation? {
    if case .modifier(.presentation(let presentation)) = kind { return presentation }
    return nil
  }

  /// The presented view's node, while presented.
  var presentedChild: ViewNode? {
    guard presentationSpec != nil else { return nil }
    return children.first { $0.key.slot == 1 }
  }

  /// The children that belong to this node's own screen: not presented views, and for a
  /// navigation stack only the screen on top.
  var screenChildren: [ViewNode] {
    switch kind {
    case .modifier(.presentation), .modifier(.navigationBar(.toolbar)):
      return children.filter { $0.key.slot == 0 }
    case .container(.navigationStack):
      guard let page = navigation?.visiblePage else { return [] }
      return [page] + (navigation?.toolbar.map { [$0] } ?? [])
    default:
      return children
    }
  }

  /// The child specs of a presentation modifier: the content, and the presented view with
  /// `dismiss` and `isPresented` in its environment.
  func describePresentation(content: any View, _ presentation: Presentation) -> [ChildSpec] {
    var specs = [ChildSpec(slot: 0, view: content, environment: environment)]
    if let presented = presentation.content {
      let state = presentationState
      var inner = environment
      inner.isPresented = true
      inner.dismiss = DismissAction(token: state) { [weak self] in self?.dismissPresentation() }
      if presentation.isModal {
        // A sheet or dialog is a screen of its own, not a row of the list that presents it.
        inner.isInList = false
        inner.listSelection = nil
        inner.isDialogAction = false
      }
      specs.append(ChildSpec(slot: 1, id: presentation.id, view: presented, environment: inner))
    }
    return specs
  }

  var presentationState: PresentationState {
    if let state = presentation { return state }
    let state = PresentationState()
    presentation = state
    return state
  }

  /// Writes the presenting state back, as the user dismissing it does.
  func dismissPresentation() {
    guard isMounted, let spec = (view as? any PrimitiveView)?.primitive.presentation else { return }
    spec.dismiss()
  }

  /// After an update: registers a presented modal as a layer (or a pushed screen with its
  /// stack), and runs `onDismiss` when the presentation went away.
  func updatePresentation() {
    guard let spec = presentationSpec else { return }
    let state = presentationState
    let isPresented = presentedChild != nil
    // Another item in place of the shown one: the old presentation was dismissed.
    if isPresented, state.wasPresented, spec.id != state.presentedID {
      state.presentedID = spec.id
      if let onDismiss = spec.onDismiss { graph.pendingActions.append(onDismiss) }
      return
    }
    state.presentedID = spec.id
    guard isPresented != state.wasPresented else { return }
    state.wasPresented = isPresented
    if spec.isModal {
      if isPresented {
        state.focusBeforeLayer = graph.focus.focused
        graph.modalLayers.append(WeakNode(node: self))
        graph.focusAfterLayout = .firstIn(self)
      } else {
        graph.modalLayers.removeAll { $0.node === self || $0.node == nil }
        graph.focusAfterLayout = .restore(state.focusBeforeLayer)
      }
    } else {
      graph.navigationPresenters.removeAll { $0.node === self || $0.node == nil }
      if isPresented { graph.navigationPresenters.append(WeakNode(node: self)) }
      if let stack = enclosingNavigationStack {
        stack.invalidateLayout()
      } else if isPresented {
        graph.warn(
          "navigationDestination presented \(spec.content.map { "\(type(of: $0))" } ?? "a view") "
            + "outside a NavigationStack; put the view inside a NavigationStack to push it")
      }
    }
    if !isPresented, let onDismiss = spec.onDismiss { graph.pendingActions.append(onDismiss) }
  }

  /// Forgets a presentation that goes away with its node.
  func unmountPresentation() {
    guard presentation?.wasPresented == true else { return }
    graph.modalLayers.removeAll { $0.node === self || $0.node == nil }
    graph.navigationPresenters.removeAll { $0.node === self || $0.node == nil }
  }
}

extension Primitive {
  /// The presentation of a presentation modifier's latest view value.
  var presentation: Presentation? {
    if case .modified(_, .presentation(let presentation)) = self { return presentation }
    return nil
  }
}
