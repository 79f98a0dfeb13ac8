import Decl

/// The persistent graph of one view hierarchy: reconciles view values into nodes, runs the
/// updates state changes ask for, routes keys, lays out and draws.
@MainActor
final class ViewGraph {
  let context = GraphContext()
  let root: ViewNode

  init(root view: any View, environment: EnvironmentValues) {
    root = ViewNode(
      graph: context, parent: nil,
      key: ChildKey(slot: 0, id: nil, type: ObjectIdentifier(type(of: view))),
      view: view, environment: environment)
    withDiagnostics { root.update(view: view, environment: environment) }
    processUpdates()
  }

  /// Routes warnings from Decl (state written outside a view, during a body) to this graph.
  private func withDiagnostics<T>(_ body: () -> T) -> T {
    let context = self.context
    DeclDiagnostics.handler = { [weak context] in context?.warn($0) }
    DependencyTracking.onWriteDuringBody = { [weak context] in
      context?.warn(
        "state was modified while a body was being evaluated; change state in actions, onAppear or onChange instead"
      )
    }
    return body()
  }

  /// Runs pending updates until nothing is dirty: re-evaluates dirty nodes shallowest first,
  /// then runs the lifecycle actions those updates queued, then applies focus requests.
  /// Writes made meanwhile are coalesced into the same loop.
  func processUpdates() {
    withDiagnostics {
      var rounds = 0
      repeat {
        context.drainObservations()
        for node in context.takeDirtyNodes() where node.isDirty && node.isMounted { node.rerun() }
        let actions = context.pendingActions
        context.pendingActions.removeAll()
        for action in actions { action() }
        context.focus.resolveRequests()
        context.focus.resolvePendingRowFocus()
        context.focus.releaseIfUnfocusable()
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
    // A lazy list that needs other rows realizes them, and the pass runs again (twice at most:
    // the estimate of unmeasured rows settles after one round).
    for _ in 0..<3 {
      layoutPass(in: size)
      guard realizeLazyRows() else { break }
    }
    // Content that appeared or went away moves focus; the focus look needs one more pass.
    // Screens covered or shown again by navigation queued disappear and appear actions.
    if applyFocusHandoff() || context.hasPendingWork {
      processUpdates()
      layoutPass(in: size)
    }
    context.hasLaidOut = true
  }

  private func layoutPass(in size: Size) {
    context.layoutGeneration += 1
    context.stats.layoutCacheHits = 0
    context.stats.layoutCacheMisses = 0
    let proposal = ProposedSize(size)
    let fitted = root.sizeThatFits(proposal)
    let bounds = Rect(origin: .zero, size: size)
    let clamped = Size(
      width: min(fitted.width, size.width), height: min(fitted.height, size.height))
    root.place(
      in: Rect(origin: alignedOrigin(of: clamped, in: bounds, alignment: .center), size: clamped))
    layoutModalLayers(in: size)
    if context.focus.needsScrollIntoView {
      context.focus.needsScrollIntoView = false
      scrollFocusedIntoView()
    }
  }

  /// Draws the laid-out graph into a new canvas of `size`.
  func draw(in size: Size) -> Canvas {
    var canvas = Canvas(width: size.width, height: size.height)
    context.cursor = nil
    root.draw(into: &canvas, context: DrawContext(clip: canvas.bounds))
    drawModalLayers(into: &canvas)
    return canvas
  }
}
