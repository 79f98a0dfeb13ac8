import Decl
import DeclGraph

/// `task`: started when the view appears, restarted when its id changes, cancelled when the
/// view goes away (or a pushed screen covers it).
package final class TaskNode: TransparentBehavior, ModifierNode, CoverableBehavior {
  package var modifier: TaskModifier
  /// The modifier the running task was started for.
  private var started: TaskModifier?
  private var task: Task<Void, Never>?

  package init(_ modifier: TaskModifier) { self.modifier = modifier }

  package func didUpdate(_ node: ViewNode, isFirst: Bool) {
    if isFirst || !(started.map(modifier.hasSameID) ?? false) { start(graph: node.graph) }
  }

  private func start(graph: GraphContext) {
    task?.cancel()
    started = modifier
    let key = ObjectIdentifier(self)
    let action = modifier.action
    let task = Task(priority: modifier.priority) {
      await action()
      await MainActor.run { _ = graph.updates.runningTasks.removeValue(forKey: key) }
    }
    self.task = task
    graph.updates.runningTasks[key] = task
  }

  private func cancel(graph: GraphContext) {
    guard let task else { return }
    task.cancel()
    self.task = nil
    graph.updates.runningTasks[ObjectIdentifier(self)] = nil
  }

  package func willUnmount(_ node: ViewNode) { cancel(graph: node.graph) }

  package func setCovered(_ covered: Bool, node: ViewNode) {
    if covered {
      cancel(graph: node.graph)
    } else {
      start(graph: node.graph)
    }
  }
}

extension TaskModifier: PrimitiveNodeModifier {
  package typealias Node = TaskNode
}
