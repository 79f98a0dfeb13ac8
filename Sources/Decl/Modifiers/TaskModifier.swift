extension View {
  /// Starts `action` when the view appears and cancels it when the view disappears.
  public func task(
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  )
    -> some View
  {
    modifier(TaskModifier(priority: priority, action: action))
  }

  /// Like `task(priority:_:)`, and restarts the task whenever `id` changes.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    modifier(TaskModifier(id: value, priority: priority, action: action))
  }
}

/// The work of a `task` modifier, and the id that restarts it.
package struct TaskModifier: ViewModifier {
  package let id: Any?
  /// Whether another modifier's id is the same (then the running task is kept).
  package let hasSameID: (TaskModifier) -> Bool
  package let priority: TaskPriority
  package let action: @Sendable () async -> Void

  package init(priority: TaskPriority, action: @escaping @Sendable () async -> Void) {
    self.id = nil
    self.hasSameID = { $0.id == nil }
    self.priority = priority
    self.action = action
  }

  package init<ID: Equatable>(
    id: ID, priority: TaskPriority, action: @escaping @Sendable () async -> Void
  ) {
    self.id = id
    self.hasSameID = { ($0.id as? ID) == id }
    self.priority = priority
    self.action = action
  }

  package typealias Body = Never
}
