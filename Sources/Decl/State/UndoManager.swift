import Foundation

#if !canImport(Darwin)
  /// Foundation's undo manager, which Linux's Foundation does not have: a stack of undo and redo
  /// actions. What `registerUndo` registers while undoing goes on the redo stack, and the other
  /// way round; a group opened with `beginUndoGrouping` undoes as one. Programs reach it through
  /// `@Environment(\.undoManager)` once they set one with `.environment(\.undoManager, manager)`.
  ///
  /// ```swift
  /// undoManager?.registerUndo(withTarget: model) { $0.remove(item) }
  /// ```
  open class UndoManager: @unchecked Sendable {
    private var undoStack: [[() -> Void]] = []
    private var redoStack: [[() -> Void]] = []
    private var undoNames: [String] = []
    private var redoNames: [String] = []
    private var openGroup: [() -> Void]?
    private var groupDepth = 0

    /// Whether an undo is running now.
    open private(set) var isUndoing = false
    /// Whether a redo is running now.
    open private(set) var isRedoing = false
    /// How many undo steps are kept; 0 keeps every one.
    open var levelsOfUndo = 0
    /// Accepted: Decl has no run-loop events to group by.
    open var groupsByEvent = true

    public init() {}

    /// Whether there is something to undo.
    open var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is something to redo.
    open var canRedo: Bool { !redoStack.isEmpty }
    /// The name of what undo would undo ("" when unnamed).
    open var undoActionName: String { undoNames.last ?? "" }
    /// The name of what redo would redo ("" when unnamed).
    open var redoActionName: String { redoNames.last ?? "" }

    /// Registers `handler`, run with `target`, as the way to undo what was just done.
    open func registerUndo<TargetType: AnyObject>(
      withTarget target: TargetType, handler: @escaping (TargetType) -> Void
    ) {
      let action = { [weak target] in
        if let target { handler(target) }
      }
      if groupDepth > 0 {
        openGroup?.append(action)
      } else {
        push([action])
      }
    }

    /// Names the latest registered step ("Undo Typing").
    open func setActionName(_ actionName: String) {
      if isUndoing {
        if !redoNames.isEmpty { redoNames[redoNames.count - 1] = actionName }
      } else if !undoNames.isEmpty {
        undoNames[undoNames.count - 1] = actionName
      }
    }

    /// Opens a group: what is registered until `endUndoGrouping` undoes as one step.
    open func beginUndoGrouping() {
      if groupDepth == 0 { openGroup = [] }
      groupDepth += 1
    }

    /// Closes the group `beginUndoGrouping` opened.
    open func endUndoGrouping() {
      guard groupDepth > 0 else { return }
      groupDepth -= 1
      if groupDepth == 0, let group = openGroup {
        openGroup = nil
        if !group.isEmpty { push(group) }
      }
    }

    /// Undoes the latest step; what it registers becomes the redo step.
    open func undo() {
      guard let step = undoStack.popLast() else { return }
      let name = undoNames.popLast() ?? ""
      isUndoing = true
      redoNames.append(name)
      let before = redoStack.count
      beginUndoGrouping()
      for action in step.reversed() { action() }
      endUndoGrouping()
      isUndoing = false
      if redoStack.count == before { redoNames.removeLast() }
    }

    /// Redoes the latest undone step.
    open func redo() {
      guard let step = redoStack.popLast() else { return }
      let name = redoNames.popLast() ?? ""
      isRedoing = true
      undoNames.append(name)
      let before = undoStack.count
      beginUndoGrouping()
      for action in step.reversed() { action() }
      endUndoGrouping()
      isRedoing = false
      if undoStack.count == before { undoNames.removeLast() }
    }

    /// Forgets every step.
    open func removeAllActions() {
      undoStack.removeAll()
      redoStack.removeAll()
      undoNames.removeAll()
      redoNames.removeAll()
    }

    private func push(_ step: [() -> Void]) {
      if isUndoing {
        redoStack.append(step)
      } else {
        undoStack.append(step)
        if !isRedoing {
          redoStack.removeAll()
          redoNames.removeAll()
        }
        if isRedoing { return }
        undoNames.append("")
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo {
          undoStack.removeFirst()
          undoNames.removeFirst()
        }
      }
    }
  }
#endif
