import Decl

/// Turns the spinners and indeterminate bars of one graph.
///
/// An animation is a main-actor task that sleeps 100 ms, advances the node's frame and asks
/// for a new frame, for as long as the node is drawn: a frame without it (hidden, scrolled
/// away, removed) ends the task, and drawing it again starts a new one, so an app with no
/// spinner on screen runs no timer at all. These tasks are not in `runningTasks`, since they
/// never finish: `TestHost.settle` would always wait for them until its timeout.
@MainActor
final class AnimationDriver {
  /// How often a spinner turns.
  static let interval: Duration = .milliseconds(100)

  private var running: [ObjectIdentifier: Task<Void, Never>] = [:]
  /// The nodes drawn with an animation in the latest frame.
  private var drawn: Set<ObjectIdentifier> = []

  /// Animations running now.
  var count: Int { running.count }

  /// Keeps the animations of the nodes drawn this frame running, and ends the others.
  func update(drawn nodes: [ViewNode], graph: GraphContext) {
    drawn = Set(nodes.map(ObjectIdentifier.init))
    for node in nodes where running[ObjectIdentifier(node)] == nil {
      start(node, graph: graph)
    }
  }

  private func start(_ node: ViewNode, graph: GraphContext) {
    let key = ObjectIdentifier(node)
    running[key] = Task { @MainActor [weak self, weak node] in
      defer { self?.running[key] = nil }
      while !Task.isCancelled {
        try? await Task.sleep(for: Self.interval)
        guard !Task.isCancelled, let self, let node, node.status.isMounted,
          self.drawn.contains(key), let indicator = node.behavior(IndicatorNode.self)
        else { return }
        // Only drawing reads the frame: ask for a frame without dirtying anything, so the
        // animation is never pending work that `TestHost.settle` would wait out.
        indicator.animationFrame &+= 1
        graph.onNeedsUpdate?()
      }
    }
  }

  isolated deinit {
    for task in running.values { task.cancel() }
  }
}
