import Decl
import DeclCanvas

/// The persistent graph of one view hierarchy: reconciles view values into nodes, runs the
/// updates state changes ask for, lays out and draws. Keys and clicks reach it through
/// `Routing/KeyRouting.swift` and `Routing/PointerRouting.swift`.
@MainActor
package final class ViewGraph {
  package let context: GraphContext
  package let root: ViewNode
  /// The phases of a frame the layers above the graph do.
  package let phases: any FramePhases
  /// Where the root sits in a larger screen: centred, as SwiftUI centres a window's content;
  /// an inline run puts it in the top leading corner, under the prompt.
  package var rootAlignment = Alignment.center

  /// `writeWarning` prints Decl's warnings (the runtime keeps them off the screen). `screenSize`,
  /// when known, gives the first update the size classes the first layout would otherwise
  /// bring, which would describe every view a second time. `focus` makes the focus coordinator
  /// and `phases` does the frame's phases above the graph (input routing's and the renderer's,
  /// which the graph does not name: `Rendering/ViewGraph+Standard.swift` passes them).
  package init(
    root view: any View, environment: EnvironmentValues, screenSize: Size?,
    sceneStorage: SceneStorageValues?, writeWarning: @escaping (String) -> Void,
    focus: (UpdateQueue) -> any FocusCoordinator, phases: any FramePhases
  ) {
    context = GraphContext(writeWarning: writeWarning, focus: focus)
    self.phases = phases
    context.scene.size = screenSize
    if let sceneStorage { context.scene.storage = sceneStorage }
    root = ViewNode(
      graph: context, parent: nil,
      key: ChildKey(role: .content, identity: nil, type: ObjectIdentifier(type(of: view))),
      view: view, environment: environment)
    let environment = sceneEnvironment(environment)
    withDiagnostics { root.update(view: view, environment: environment) }
    processUpdates()
  }

  /// Runs `body` with this graph taking Decl's warnings (state written outside a view, during
  /// a body, through a stale binding).
  package func withDiagnostics<T>(_ body: () -> T) -> T {
    DeclDiagnostics.$sink.withValue(context.diagnostics, operation: body)
  }

  /// Runs pending updates until nothing is dirty: re-evaluates dirty nodes shallowest first,
  /// then runs the lifecycle actions those updates queued, then applies focus requests.
  /// Writes made meanwhile are coalesced into the same loop.
  package func processUpdates() {
    withDiagnostics {
      AppStorageCenter.checkForExternalChanges()
      var rounds = 0
      repeat {
        context.updates.drainObservations()
        for node in context.updates.takeDirtyNodes()
        where node.status.isDirty && node.status.isMounted {
          node.rerun()
        }
        let actions = context.updates.pendingActions
        context.updates.pendingActions.removeAll()
        for action in actions { action() }
        context.focus.resolveRequests()
        context.focus.resolvePendingRowFocus()
        context.focus.releaseIfUnfocusable()
        phases.didProcessUpdates(self)
        rounds += 1
        if rounds >= 64 {
          context.warn(
            "updates kept invalidating each other; stopped after 64 rounds (does onChange write what it watches?)"
          )
          break
        }
        context.updates.drainObservations()
      } while context.updates.hasPendingWork
    }
  }

  /// Lays the root out in a screen of `size`: offered the whole screen, centred in it when it
  /// is smaller, as SwiftUI centres a window's content.
  package func layout(in size: Size) {
    applyScreenSize(size)
    settle(in: size)
    context.layoutPass.hasLaidOut = true
  }

  /// The most rounds `settle` runs in a frame. A preference or geometry reader that changes
  /// what it reads every time would otherwise never stop; real layouts settle in two or three
  /// (a lazy list realising rows, then a preference reader answering the new layout).
  package static let settleRoundLimit = 16

  /// The settle loop: rounds of layout, each followed by what reads the layout, until nothing
  /// sends the frame back (or `settleRoundLimit`). A round is:
  ///
  /// 1. **Lay out** the screen and its modal layers, scroll the focused control into view and
  ///    apply scroll requests (`layoutPass`).
  /// 2. **Lazy rows**: a lazy list whose visible window changed realises those rows, which must
  ///    be laid out: back to 1.
  /// 3. **Observe**: with no updates queued, the layout has settled, so preference readers and
  ///    geometry observers read it (`observeLayout`), which may change state.
  /// 4. **Hand focus on** (content that appeared or went away moves focus, which changes the
  ///    focus look) and **update** what 3 and 4 changed, and what layout described again (a
  ///    geometry reader given a new size), plus the appear and disappear actions screens
  ///    covered or shown again queued: when there was any, back to 1; else the frame is settled.
  ///
  /// The last round always lays out, so what the frame draws is laid out. The rounds of the
  /// last frame are `RenderStats.lastSettleRounds`.
  private func settle(in size: Size) {
    var rounds = 0
    while true {
      rounds += 1
      layoutPass(in: size)
      guard rounds < Self.settleRoundLimit else {
        context.warn(
          "layout did not settle in \(rounds) rounds: a preference or geometry reader "
            + "(onPreferenceChange, onGeometryChange) changes what it reads every time")
        break
      }
      if phases.realizeLazyRows(self) { continue }
      if !context.updates.hasPendingWork { phases.observeLayout(self) }
      guard phases.applyFocusHandoff(self) || context.updates.hasPendingWork else { break }
      processUpdates()
    }
    context.diagnostics.stats.lastSettleRounds = rounds
  }

  /// The rows the root wants when offered `width` columns and any height (an inline run's
  /// region height, before the terminal caps it).
  package func idealHeight(width: Int) -> Int {
    root.sizeThatFits(ProposedSize(width: width, height: nil)).height
  }

  private func layoutPass(in size: Size) {
    context.layoutPass.layoutGeneration += 1
    context.diagnostics.stats.layoutCacheHits = 0
    context.diagnostics.stats.layoutCacheMisses = 0
    let proposal = ProposedSize(size)
    let fitted = root.sizeThatFits(proposal)
    let bounds = Rect(origin: .zero, size: size)
    // A full screen centres a view taller than itself, as iOS does (cut at both ends); an
    // inline region keeps the top.
    let clamped = Size(
      width: min(fitted.width, size.width),
      height: rootAlignment == .center ? fitted.height : min(fitted.height, size.height))
    root.place(
      in: Rect(
        origin: alignedOrigin(of: clamped, in: bounds, alignment: rootAlignment), size: clamped),
      proposal: nil)
    phases.didPlaceRoot(self, in: size)
  }

  /// Draws the laid-out graph into a new canvas of `size`, then applies what drawing found:
  /// the cursor, the click regions, the animations on screen.
  package func draw(in size: Size) -> CellCanvas {
    var drawing = FrameDrawing(size: size)
    root.draw(into: &drawing, context: DrawContext(clip: drawing.canvas.bounds))
    phases.drawOverlays(self, into: &drawing)
    drawing.canvas.dropCoveredImages()
    context.lastFrame.cursor = drawing.cursor
    context.lastFrame.hitRegions = drawing.hitRegions
    context.animations.update(drawn: drawing.animatedNodes, graph: context)
    return drawing.canvas
  }
}
