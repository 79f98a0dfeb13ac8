import Decl

// Walking the graph: the children on a node's own screen, finding nodes, and the text and
// cells a node covers.

extension ViewNode {
  /// The children on this node's own screen (see `NodeBehavior.screenChildren(of:)`).
  package var screenChildren: [ViewNode] { behavior.screenChildren(of: self) }

  /// The first node below this one (or this one) that `matches`.
  package func descendant(where matches: (ViewNode) -> Bool) -> ViewNode? {
    if matches(self) { return self }
    for child in children {
      if let found = child.descendant(where: matches) { return found }
    }
    return nil
  }

  /// The nodes on this node's screen (this one first) whose behaviour is a `B`, in order.
  package func screenNodes<B: NodeBehavior>(with type: B.Type) -> [ViewNode] {
    var found: [ViewNode] = []
    func visit(_ node: ViewNode) {
      if node.behavior is B { found.append(node) }
      for child in node.screenChildren { visit(child) }
    }
    visit(self)
    return found
  }

  /// The nearest ancestor whose behaviour is a `B`.
  package func ancestor<B: NodeBehavior>(with type: B.Type) -> ViewNode? {
    var node = parent
    while let current = node {
      if current.behavior is B { return current }
      node = current.parent
    }
    return nil
  }

  /// The nearest ancestor that `matches`.
  package func ancestor(where matches: (ViewNode) -> Bool) -> ViewNode? {
    var node = parent
    while let current = node {
      if matches(current) { return current }
      node = current.parent
    }
    return nil
  }

  /// Whether `ancestor` is this node or above it.
  package func isInside(_ ancestor: ViewNode) -> Bool {
    var node: ViewNode? = self
    while let current = node {
      if current === ancestor { return true }
      node = current.parent
    }
    return false
  }

  /// The cells this node's view takes: its frame, or for a node that layout looks through
  /// (and never places), the frames of what it holds taken together.
  package var coveredFrame: Rect? {
    guard behavior.isTransparent else { return frame.isEmpty ? nil : frame }
    var covered: Rect?
    for child in children {
      guard let rect = child.coveredFrame else { continue }
      guard let union = covered else {
        covered = rect
        continue
      }
      let minX = min(union.minX, rect.minX)
      let minY = min(union.minY, rect.minY)
      covered = Rect(
        x: minX, y: minY, width: max(union.maxX, rect.maxX) - minX,
        height: max(union.maxY, rect.maxY) - minY)
    }
    return covered
  }

  /// The text shown inside this node, for finding controls by their labels.
  package var textContent: String {
    if let shown = (behavior as? any TextContentBehavior)?.shownText { return shown }
    return children.map(\.textContent).filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// Draws the children on this node's screen, in order (later ones over earlier ones).
  package func drawChildren(into drawing: inout FrameDrawing, context: DrawContext) {
    for child in screenChildren { child.draw(into: &drawing, context: context) }
  }

  /// Draws this node (its behaviour draws its children).
  package func draw(into drawing: inout FrameDrawing, context: DrawContext) {
    behavior.draw(self, into: &drawing, context: context)
  }

  /// The presentation of this node, if it is a presentation modifier.
  package var presentation: Presentation? { (behavior as? any PresentingBehavior)?.presentation }

  /// The presented view's node, while presented.
  package var presentedChild: ViewNode? {
    behavior is any PresentingBehavior ? child(.presented) : nil
  }

  /// Whether this node presents an alert or a confirmation dialog.
  package var presentsDialog: Bool {
    presentation?.style == .alert || presentation?.style == .confirmationDialog
  }

  /// Whether this node is one of a toolbar's items.
  package var isInToolbar: Bool {
    var child = self
    while let parent = child.parent {
      if child.key.role == .toolbarItems { return true }
      child = parent
    }
    return false
  }

  /// The navigation stack this node is in, if any (a sheet's content is outside it).
  package var enclosingNavigationStack: ViewNode? {
    var child = self
    var node = parent
    while let current = node {
      if current.behavior is any NavigationContainerBehavior { return current }
      if let presentation = current.presentation, presentation.isModal,
        child.key.role == .presented
      {
        return nil
      }
      child = current
      node = current.parent
    }
    return nil
  }

  /// Tells every view on this node's screen that it is covered, or on top again.
  package func setCovered(_ covered: Bool) {
    (behavior as? any CoverableBehavior)?.setCovered(covered, node: self)
    for child in screenChildren { child.setCovered(covered) }
  }

  /// The scroll state, when this node scrolls its content.
  package var scrollState: ScrollState? { (behavior as? any ScrollingBehavior)?.scroll }

  /// Scrolls by `rows` (clamped at the next layout) and places the content again. A container
  /// that only scrolls sideways moves by two columns a row (a row is as tall as two columns
  /// are wide).
  package func scroll(byRows rows: Int) {
    guard let state = scrollState, environment.isScrollEnabled else { return }
    let original = state.offset
    if state.axes.contains(.vertical) {
      state.offset.y += rows
    } else {
      state.offset.x += rows * 2
    }
    state.clamp()
    state.settle(from: original, environment: environment)
    invalidatePlacement()
  }
}
