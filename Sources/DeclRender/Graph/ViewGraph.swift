import Decl

/// The persistent graph of one view hierarchy: reconciles view values into nodes, runs the
/// updates state changes ask for, lays out and draws. Keys and clicks reach it through
/// `Focus/KeyRouting.swift` and `Focus/PointerRouting.swift`.
@MainActor
final class ViewGraph {
  let context: GraphContext
  let root: ViewNode
  /// Where the root sits in a larger screen: centred, as SwiftUI centres a window's content;
  /// an inline run puts it in the top leading corner, under the prompt.
  var rootAlignment = Alignment.center

  /// `writeWarning` prints Decl's warnings (the runtime keeps them off the screen); by default
  /// they are only counted in `RenderStats.warnings`. `screenSize`, when known, gives the first
  /// update the size classes the first layout would otherwise bring, which would describe every
  /// view a second time.
  init(
    root view: any View, environment: EnvironmentValues, screenSize: Size? = nil,
    sceneStorage: SceneStorageValues? = nil, writeWarning: @escaping (String) -> Void = { _ in }
  ) {
    context = GraphContext(writeWarning: writeWarning)
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
  func withDiagnostics<T>(_ body: () -> T) -> T {
    DeclDiagnostics.$sink.withValue(context, operation: body)
  }

  /// Runs pending updates until nothing is dirty: re-evaluates dirty nodes shallowest first,
  /// then runs the lifecycle actions those updates queued, then applies focus requests.
  /// Writes made meanwhile are coalesced into the same loop.
  func processUpdates() {
    withDiagnostics {
      AppStorageCenter.checkForExternalChanges()
      var rounds = 0
      repeat {
        context.drainObservations()
        for node in context.takeDirtyNodes() where node.status.isDirty && node.status.isMounted {
          node.rerun()
        }
        let actions = context.pendingActions
        context.pendingActions.removeAll()
        for action in actions { action() }
        context.focus.resolveRequests()
        context.focus.resolvePendingRowFocus()
        context.focus.releaseIfUnfocusable()
        refreshFocusedValues()
        rounds += 1
        if rounds >= 64 {
          context.warn(
            "updates kept invalidating each other; stopped after 64 rounds (does onChange write what it watches?)"
          )
          break
        }
        context.drainObservations()
      } while context.hasPendingWork
    }
  }

  /// Lays the root out in a screen of `size`: offered the whole screen, centred in it when it
  /// is smaller, as SwiftUI centres a window's content.
  func layout(in size: Size) {
    applyScreenSize(size)
    settle(in: size)
    context.hasLaidOut = true
  }

  /// The most rounds `settle` runs in a frame. A preference or geometry reader that changes
  /// what it reads every time would otherwise never stop; real layouts settle in two or three
  /// (a lazy list realising rows, then a preference reader answering the new layout).
  static let settleRoundLimit = 16

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
      if realizeLazyRows() { continue }
      if !context.hasPendingWork { observeLayout() }
      guard applyFocusHandoff() || context.hasPendingWork else { break }
      processUpdates()
    }
    context.stats.lastSettleRounds = rounds
  }

  /// The rows the root wants when offered `width` columns and any height (an inline run's
  /// region height, before the terminal caps it).
  func idealHeight(width: Int) -> Int {
    root.sizeThatFits(ProposedSize(width: width, height: nil)).height
  }

  private func layoutPass(in size: Size) {
    context.layoutGeneration += 1
    context.stats.layoutCacheHits = 0
    context.stats.layoutCacheMisses = 0
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
    layoutModalLayers(in: size)
    if context.focus.needsScrollIntoView {
      context.focus.needsScrollIntoView = false
      scrollFocusedIntoView()
    }
    applyScrollRequests()
  }

  /// Draws the laid-out graph into a new canvas of `size`, then applies what drawing found:
  /// the cursor, the click regions, the animations on screen.
  func draw(in size: Size) -> CellCanvas {
    var drawing = FrameDrawing(size: size)
    root.draw(into: &drawing, context: DrawContext(clip: drawing.canvas.bounds))
    drawKeyHelpFooters(into: &drawing)
    drawModalLayers(into: &drawing)
    drawKeyHelpFooters(into: &drawing)
    drawHelpLine(into: &drawing)
    drawing.canvas.dropCoveredImages()
    context.cursor = drawing.cursor
    context.hitRegions = drawing.hitRegions
    context.animations.update(drawn: drawing.animatedNodes, graph: context)
    return drawing.canvas
  }
}
