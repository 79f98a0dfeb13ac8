import Decl

/// The graph's update queue: the nodes whose inputs changed, the actions to run once their
/// update is done, observable changes reported from other threads, the tasks `task` modifiers
/// started, and who to tell that a frame is needed. It holds nodes only while they wait.
@MainActor
package final class UpdateQueue {
  /// Nodes whose inputs changed since the last update.
  private(set) var dirtyNodes: [ViewNode] = []
  /// Lifecycle actions (onAppear, onChange, ...) to run once the current update is done.
  package var pendingActions: [@MainActor () -> Void] = []
  /// Tasks started by `task` modifiers, so hosts can wait for them.
  package var runningTasks: [ObjectIdentifier: Task<Void, Never>] = [:]
  /// Called when something needs a new frame (a run loop schedules one).
  package var onNeedsUpdate: (@MainActor () -> Void)?
  /// Observable changes reported from any thread, waiting to mark their readers dirty.
  let observationInbox = ObservationInbox()

  package var hasPendingWork: Bool { !dirtyNodes.isEmpty || !pendingActions.isEmpty }

  package func markDirty(_ node: ViewNode) {
    guard node.status.isMounted, !node.status.isDirty else { return }
    node.status.isDirty = true
    dirtyNodes.append(node)
    onNeedsUpdate?()
  }

  /// Takes the dirty nodes, shallowest first.
  func takeDirtyNodes() -> [ViewNode] {
    let nodes = dirtyNodes.sorted { $0.depth < $1.depth }
    dirtyNodes.removeAll(keepingCapacity: true)
    return nodes
  }

  /// Marks the readers of observable properties that changed since the last call.
  func drainObservations() {
    for (reference, generation) in observationInbox.take() {
      guard let node = reference.value, node.reads.observationGeneration == generation else {
        continue
      }
      markDirty(node)
    }
  }
}
