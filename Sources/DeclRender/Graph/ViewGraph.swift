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
      key: ChildKey(role: .content, id: nil, type: ObjectIdentifier(type(of: view))),
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
    // A lazy list that needs other rows realizes them, and the pass runs again (twice at most:
    // the estimate of unmeasured rows settles after one round).
    for _ in 0..<3 {
      layoutPass(in: size)
      guard realizeLazyRows() else { break }
    }
    // Content that appeared or went away moves focus; the focus look needs one more pass.
    // Screens covered or shown again by navigation queued disappear and appear actions.
    // Views described again during layout (a geometry reader given a new size) are laid out
    // in another pass; once layout has settled, preference readers and geometry observers
    // read it, which may queue actions or describe views again. A few passes settle it.
    for _ in 0..<6 {
      if !context.hasPendingWork { observeLayout() }
      guard applyFocusHandoff() || context.hasPendingWork else { break }
      processUpdates()
      layoutPass(in: size)
      if realizeLazyRows() { layoutPass(in: size) }
    }
    context.hasLaidOut = true
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
