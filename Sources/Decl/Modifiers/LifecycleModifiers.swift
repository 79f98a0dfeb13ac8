// Lifecycle: code that runs as a view appears, changes or disappears.

extension View {
  /// Runs `action` when the view appears (before its first frame is shown).
  public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    builtin(.lifecycle(.appear(action ?? {})))
  }

  /// Runs `action` when the view is removed.
  public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    builtin(.lifecycle(.disappear(action ?? {})))
  }

  /// Runs `action` with the old and new value when `value` changes; with `initial`, also
  /// when the view appears.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false,
    _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    builtin(.lifecycle(.change(ChangeObserver(value: value, initial: initial, action: action))))
  }

  /// Runs `action` when `value` changes; with `initial`, also when the view appears.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
  ) -> some View {
    builtin(
      .lifecycle(.change(ChangeObserver(value: value, initial: initial) { _, _ in action() })))
  }

  /// The older form: runs `action` with the new value when `value` changes.
  public func onChange<V: Equatable>(
    of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void
  )
    -> some View
  {
    builtin(
      .lifecycle(.change(ChangeObserver(value: value, initial: false) { _, new in action(new) })))
  }

  /// Starts `action` when the view appears and cancels it when the view disappears.
  public func task(
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  )
    -> some View
  {
    builtin(.lifecycle(.task(TaskSpec(priority: priority, action: action))))
  }

  /// Like `task(priority:_:)`, and restarts the task whenever `id` changes.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    builtin(.lifecycle(.task(TaskSpec(id: value, priority: priority, action: action))))
  }
}

extension View {
  /// Runs `action` when Escape is pressed and no control inside used it (as on macOS, where
  /// this is the Exit command).
  public func onExitCommand(perform action: (@MainActor () -> Void)?) -> some View {
    builtin(action.map { .exitCommand($0) } ?? .environment { _ in })
  }
}
