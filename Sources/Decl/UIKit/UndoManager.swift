import Foundation

#if !canImport(Darwin)
  /// Records what undoes a change, and undoes and redoes changes in turn. Linux's Foundation
  /// has no `UndoManager`; this is Foundation's for closures (`registerUndo(withTarget:handler:)`),
  /// without run-loop grouping: each registration outside an explicit group is one step.
  @MainActor
  open class UndoManager {
    private var undoStack: [[() -> Void]] = []
    private var redoStack: [[() -> Void]] = []
    private var openGroup: [() -> Void]?
    private var isUndoing = false
    private var isRedoing = false
    /// The name of the action the next undo undoes.
    open private(set) var undoActionName = ""

    public init() {}

    /// Whether there is something to undo.
    open var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is something to redo.
    open var canRedo: Bool { !redoStack.isEmpty }

    /// Records `handler(target)` as what undoes the change being made.
    open func registerUndo<TargetType: AnyObject>(
      withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void
    ) {
      let step: () -> Void = { [weak target] in
        if let target { handler(target) }
      }
      if openGroup != nil {
        openGroup?.append(step)
      } else if isUndoing {
        redoStack.append([step])
      } else {
        undoStack.append([step])
        if !isRedoing { redoStack.removeAll() }
      }
    }

    /// Names the action the last registration undoes.
    open func setActionName(_ actionName: String) { undoActionName = actionName }

    /// Starts a group of registrations undone as one step.
    open func beginUndoGrouping() { openGroup = openGroup ?? [] }

    /// Ends the group `beginUndoGrouping` started.
    open func endUndoGrouping() {
      guard let group = openGroup else { return }
      openGroup = nil
      if !group.isEmpty { undoStack.append(group) }
    }

    /// Undoes the last step; what it registers becomes the redo step.
    open func undo() {
      guard let step = undoStack.popLast() else { return }
      isUndoing = true
      for action in step.reversed() { action() }
      isUndoing = false
    }

    /// Redoes the last undone step.
    open func redo() {
      guard let step = redoStack.popLast() else { return }
      isRedoing = true
      for action in step.reversed() { action() }
      isRedoing = false
    }

    /// Forgets every step.
    open func removeAllActions() {
      undoStack.removeAll()
      redoStack.removeAll()
    }
  }
#endif
