import Decl
import DeclInput

// What a node is as a control: whether it takes focus, how it reads its control's latest
// value, how keys reach it (`onKeyPress` first), how `tap` finds it, and how it is drawn with
// its click region and focus ring. A kind's own keys and clicks are in its `ControlBehavior`.

extension ViewNode {
  /// Whether Tab can reach this node and keys go to it.
  package var isFocusable: Bool {
    guard status.isMounted, let control = behavior as? any ControlBehavior else { return false }
    return environment.isEnabled && control.acceptsFocus(self)
  }

  package var isFocused: Bool { graph.focus.focused === self }

  /// The control as the latest view value describes it.
  package func currentControl<Control>(_ type: Control.Type) -> Control? {
    func read<V: ControlView>(_ view: V) -> Control? { view.control as? Control }
    guard let view = view as? any ControlView else { return nil }
    return read(view)
  }

  /// The environment a control's look is described in.
  package var controlEnvironment: EnvironmentValues {
    var inner = environment
    inner.isFocused = isFocused
    inner.isInsideControl = true
    return inner
  }

  /// Whether the node draws its focus ring now: focused, unless `focusEffectDisabled`.
  package var showsFocusRing: Bool { isFocused && environment.isFocusEffectEnabled }

  /// Draws a control: its look, a click region over it, and the focus ring (reverse video,
  /// whatever its style draws) over `focusFrame` when it is focused.
  package func drawControl(into drawing: inout FrameDrawing, context: DrawContext, focusFrame: Rect)
  {
    if isFocusable {
      drawing.addHitRegion(
        context.translated(frame), node: self, kind: .control, clip: context.clip)
    }
    drawChildren(into: &drawing, context: context)
    if showsFocusRing { drawing.drawFocus(context.translated(focusFrame), clip: context.clip) }
  }

  /// Runs `release` once `delay` has passed, or at once when a test host settles (a busy main
  /// queue may be late). Scheduling again before then replaces the pending release.
  package func scheduleRelease(after delay: Duration, _ release: @escaping @MainActor () -> Void) {
    let key = ObjectIdentifier(self)
    let run: @MainActor () -> Void = { [graph] in
      guard graph.interaction.pressReleases.removeValue(forKey: key) != nil else { return }
      graph.updates.runningTasks[key]?.cancel()
      graph.updates.runningTasks[key] = nil
      release()
    }
    graph.interaction.pressReleases[key] = run
    graph.updates.runningTasks[key]?.cancel()
    graph.updates.runningTasks[key] = Task { @MainActor in
      try? await Task.sleep(for: delay)
      if !Task.isCancelled { run() }
    }
  }

  /// Drops the release `scheduleRelease` is waiting to run, if any.
  package func cancelScheduledRelease() {
    let key = ObjectIdentifier(self)
    graph.interaction.pressReleases[key] = nil
    graph.updates.runningTasks[key]?.cancel()
    graph.updates.runningTasks[key] = nil
  }

  /// The click region (see `ControlRegion`) of this control's look under `point`.
  package func region(at point: Point) -> Int? {
    if let marker = view as? any ControlRegionMarking {
      return coveredFrame?.contains(point) == true ? marker.regionID : nil
    }
    for child in children {
      if let found = child.region(at: point) { return found }
    }
    return nil
  }

  /// The frame of a click region of this control's look.
  package func regionFrame(_ id: Int) -> Rect? {
    if let marker = view as? any ControlRegionMarking, marker.regionID == id { return coveredFrame }
    for child in children {
      if let found = child.regionFrame(id) { return found }
    }
    return nil
  }

  /// How `tap` ranks this node, if it is a control a tap can act on.
  package var tapPriority: TapPriority? {
    (behavior as? any ControlBehavior)?.tapPriority(self)
  }

  /// The text `tap` matches: what the control shows, a toggle's label even when labels
  /// are hidden, and a text field's title and prompt.
  package var tapText: String {
    (behavior as? any ControlBehavior)?.tapText(self) ?? textContent
  }

  /// Whether a click at `point` lands on this control: anywhere in its frame, unless a
  /// `contentShape` the control is made of says otherwise.
  package func contentShapeContains(_ point: Point) -> Bool {
    var node: ViewNode? = self
    while let current = node {
      if let shape = current.behavior as? any HitShapeBehavior {
        return shape.contains(point, in: frame, node: current)
      }
      node = current.children.count == 1 ? current.children[0] : nil
    }
    return true
  }

  /// A key a control inside a list row did not use goes to the row (Delete deletes it).
  package func handleKeyInRow(_ event: KeyEvent) -> Bool {
    var node = parent
    while let current = node {
      if let row = current.behavior as? any UnusedKeyBehavior {
        return row.handleUnusedKey(event, node: current)
      }
      node = current.parent
    }
    return false
  }

  /// Runs the `onKeyPress` handlers around this focused node, innermost first, until one
  /// handles the key. Characters typed into a text field go to the field first.
  package func handleKeyPress(_ event: KeyEvent) -> Bool {
    let handlers = keyPressEnvironment.keyPressHandlers
    guard !handlers.isEmpty, let press = KeyPress(event) else { return false }
    if (behavior as? any ControlBehavior)?.takesTypedCharacters == true, case .char = event.key,
      event.modifiers.subtracting(.shift).isEmpty
    {
      return false
    }
    for handler in handlers.reversed() where handler.accepts(press) {
      if handler.action(press) == .handled { return true }
    }
    return false
  }

  /// The environment innermost in this control's chain of single children, so handlers set
  /// inside `focusable()` (`Text("A").onKeyPress(...).focusable()`) count as well as those
  /// around it. The chain stops at a container.
  private var keyPressEnvironment: EnvironmentValues {
    var node = self
    while node.children.count == 1,
      node.behavior.isTransparent || node.behavior is any ContentModifierBehavior
        || node.behavior is any ControlBehavior
    {
      node = node.children[0]
    }
    return node.environment
  }
}
