import Decl

/// What a lifecycle modifier remembers: the last value `onChange` saw, the running task,
/// and the latest disappear action.
@MainActor
final class LifecycleState {
  var change: ChangeObserver?
  var task: Task<Void, Never>?
  var taskSpec: TaskSpec?
  var disappear: (@MainActor () -> Void)?
}

extension ViewNode {
  /// Queues appear and change actions and starts or restarts tasks, after an update.
  func updateLifecycle(isFirst: Bool) {
    guard case .modifier(.lifecycle(let event)) = kind else { return }
    let state = lifecycle ?? LifecycleState()
    lifecycle = state
    switch event {
    case .appear(let action):
      if isFirst { graph.pendingActions.append(action) }
    case .disappear(let action):
      state.disappear = action
    case .change(let observer):
      if isFirst {
        if observer.initial {
          graph.pendingActions.append { observer.action(observer.value, observer.value) }
        }
      } else if let old = state.change, !old.isEqual(observer.value) {
        graph.pendingActions.append { observer.action(old.value, observer.value) }
      }
      state.change = observer
    case .task(let spec):
      if isFirst || !(state.taskSpec.map(spec.hasSameID) ?? false) {
        startTask(spec, state: state)
      }
      state.taskSpec = spec
    }
  }

  func startTask(_ spec: TaskSpec, state: LifecycleState) {
    state.task?.cancel()
    let key = ObjectIdentifier(state)
    let graph = self.graph
    let action = spec.action
    let task = Task(priority: spec.priority) {
      await action()
      await MainActor.run { _ = graph.runningTasks.removeValue(forKey: key) }
    }
    state.task = task
    graph.runningTasks[key] = task
  }

  /// Cancels tasks and queues the disappear action of a node going away.
  func unmountLifecycle() {
    guard let state = lifecycle else { return }
    cancelTask(state)
    if let disappear = state.disappear { graph.pendingActions.append(disappear) }
  }

  private func cancelTask(_ state: LifecycleState) {
    guard let task = state.task else { return }
    task.cancel()
    state.task = nil
    graph.runningTasks[ObjectIdentifier(state)] = nil
  }

  /// A screen covered by one pushed over it, or on top again when that one is popped: as in
  /// SwiftUI its views disappear (disappear actions run, tasks are cancelled) and appear again
  /// (appear actions run, tasks start again), though their state is kept.
  func setCovered(_ covered: Bool) {
    if case .modifier(.lifecycle(let event)) = kind, let state = lifecycle {
      switch event {
      case .appear(let action):
        if !covered { graph.pendingActions.append(action) }
      case .disappear:
        if covered, let disappear = state.disappear { graph.pendingActions.append(disappear) }
      case .task:
        if covered {
          cancelTask(state)
        } else if let spec = state.taskSpec {
          startTask(spec, state: state)
        }
      case .change:
        break
      }
    }
    for child in screenChildren { child.setCovered(covered) }
  }
}
