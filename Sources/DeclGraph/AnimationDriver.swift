import Decl

/// Turns the spinners and indeterminate bars of one graph, and makes texts of dates relative
/// to now again every second (see `AnimatedBehavior`).
///
/// An animation is a main-actor task that sleeps its interval (100 ms for a spinner), advances
/// the node and asks for a new frame, for as long as the node is drawn: a frame without it
/// (hidden, scrolled away, removed) cancels the task, and drawing it again starts a new one, so
/// an app with no spinner on screen runs no timer at all. These tasks are not in `runningTasks`, since they
/// never finish: `TestHost.settle` would always wait for them until its timeout.
@MainActor
package final class AnimationDriver {
  private var running: [ObjectIdentifier: (id: Int, task: Task<Void, Never>)] = [:]
  /// Tells a task's own entry from one started later for the same node.
  private var nextID = 0
  /// The nodes drawn with an animation in the latest frame.
  private var drawn: Set<ObjectIdentifier> = []

  /// Animations running now.
  package var count: Int { running.count }

  /// Keeps the animations of the nodes drawn this frame running, and ends the others.
  package func update(drawn nodes: [ViewNode], graph: GraphContext) {
    drawn = Set(nodes.map(ObjectIdentifier.init))
    for (key, entry) in running where !drawn.contains(key) {
      entry.task.cancel()
      running[key] = nil
    }
    for node in nodes where running[ObjectIdentifier(node)] == nil {
      start(node, graph: graph)
    }
  }

  private func start(_ node: ViewNode, graph: GraphContext) {
    let key = ObjectIdentifier(node)
    guard let interval = (node.behavior as? any AnimatedBehavior)?.animationInterval else { return }
    nextID += 1
    let id = nextID
    let task = Task { @MainActor [weak self, weak node] in
      defer { if self?.running[key]?.id == id { self?.running[key] = nil } }
      while !Task.isCancelled {
        try? await Task.sleep(for: interval)
        guard !Task.isCancelled, let self, let node, node.status.isMounted,
          self.drawn.contains(key), let animated = node.behavior as? any AnimatedBehavior
        else { return }
        animated.advanceAnimation(node)
        graph.updates.onNeedsUpdate?()
      }
    }
    running[key] = (id, task)
  }

  isolated deinit {
    for entry in running.values { entry.task.cancel() }
  }
}
