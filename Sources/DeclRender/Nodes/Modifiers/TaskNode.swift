import Decl

/// `task`: started when the view appears, restarted when its id changes, cancelled when the
/// view goes away (or a pushed screen covers it).
final class TaskNode: TransparentBehavior, CoverableBehavior {
  /// The modifier the running task was started for, and the one just described.
  private var modifier: TaskModifier?
  private var latest: TaskModifier?
  private var task: Task<Void, Never>?

  func describe(_ modifier: TaskModifier, content: any View, in node: ViewNode) -> [ChildSpec] {
    latest = modifier
    return [ChildSpec(.content, view: content, environment: node.environment)]
  }

  func didUpdate(_ node: ViewNode, isFirst: Bool) {
    guard let latest else { return }
    if isFirst || !(modifier.map(latest.hasSameID) ?? false) { start(latest, graph: node.graph) }
    modifier = latest
  }

  private func start(_ modifier: TaskModifier, graph: GraphContext) {
    task?.cancel()
    let key = ObjectIdentifier(self)
    let action = modifier.action
    let task = Task(priority: modifier.priority) {
      await action()
      await MainActor.run { _ = graph.runningTasks.removeValue(forKey: key) }
    }
    self.task = task
    graph.runningTasks[key] = task
  }

  private func cancel(graph: GraphContext) {
    guard let task else { return }
    task.cancel()
    self.task = nil
    graph.runningTasks[ObjectIdentifier(self)] = nil
  }

  func willUnmount(_ node: ViewNode) { cancel(graph: node.graph) }

  func setCovered(_ covered: Bool, node: ViewNode) {
    if covered {
      cancel(graph: node.graph)
    } else if let modifier {
      start(modifier, graph: node.graph)
    }
  }
}

extension TaskModifier: PrimitiveNodeModifier {
  func makeBehavior() -> any NodeBehavior { TaskNode() }

  func describe(content: any View, to behavior: any NodeBehavior, in node: ViewNode)
    -> [ChildSpec]
  {
    (behavior as! TaskNode).describe(self, content: content, in: node)
  }
}
