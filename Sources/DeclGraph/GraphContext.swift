import Decl

/// What every node of one graph shares, one object per concern: the update queue, what
/// layout passes share, what is presented, what the last frame drew, interactions that last,
/// focus, animations, the scene, and diagnostics. Code takes the concern it needs
/// (`graph.updates`, `graph.presentations`, ...). Nodes hold it strongly; it holds nodes only
/// while they wait or weakly, so there is no lasting cycle.
@MainActor
package final class GraphContext {
  /// The nodes waiting for an update and the actions to run after it.
  package let updates = UpdateQueue()
  /// What rendering cost, the live node count, and Decl's warnings.
  package let diagnostics: GraphDiagnostics
  /// What layout passes share (the pass number, lazy rows to realise, layout observers).
  package let layoutPass = LayoutPassState()
  /// Sheets, alerts, dialogs and navigation pushes.
  package let presentations = PresentationRegistry()
  /// Presses, held keys and the grabbed pointer.
  package let interaction = InteractionState()
  /// What the last frame's drawing found: the cursor and the click regions.
  package var lastFrame = FrameOutputs()
  /// The focused control and focus bindings, kept by input routing.
  package let focus: any FocusCoordinator
  /// The spinners and indeterminate bars turning now.
  package let animations = AnimationDriver()
  /// The scene's storage, phase, root environment and scroll requests.
  package let scene = SceneContext()

  /// `makeFocus` makes the focus coordinator (input routing's `FocusManager`), given the
  /// update queue it marks nodes dirty in.
  package init(
    writeWarning: @escaping (String) -> Void,
    focus makeFocus: (UpdateQueue) -> any FocusCoordinator
  ) {
    diagnostics = GraphDiagnostics(writeWarning: writeWarning)
    focus = makeFocus(updates)
  }

  /// Queues `node` for an update and asks for a frame: the one call most behaviours make.
  package func markDirty(_ node: ViewNode) {
    updates.markDirty(node)
  }

  /// Prints a warning once, never on the screen.
  package func warn(_ message: String) {
    diagnostics.warn(message)
  }
}
