import Decl
import DeclGraph
import DeclInput

/// A view made focusable (`focusable()`) or tappable (`onTapGesture`). A tap gesture runs on
/// its `count`th click in a row, or on Enter or Space while focused. A long press is held with
/// Space or Enter where the terminal reports the release.
package final class TapGestureNode: StyledControlBehavior, KeyBoundControl {
  /// How soon a second click must follow for a double tap.
  static let multipleClickInterval: Duration = .milliseconds(500)

  private var isFocusableView = true
  private(set) var hasAction = false
  private var clickCount = 0
  private var lastClick: ContinuousClock.Instant?
  /// The key holding a long press, between its press and its release or completion.
  private var holdingKey: Key?

  package var controlName: String { "view" }

  package enum KeyAction { case activate }

  package static let keyMap: KeyMap<KeyAction> = [
    KeyBinding(
      [.enter, .space], .activate, "activate",
      detail: "tap the focused view once whatever `count` is, or complete its long-press gesture")
  ]

  func describe(_ control: FocusableControl, in node: ViewNode) -> [ChildSpec] {
    isFocusableView = control.isFocusable
    hasAction = control.action != nil
    var inner = node.environment
    inner.isFocused = node.isFocused
    return [ChildSpec(.content, view: control.content, environment: inner)]
  }

  /// A tap gesture inside another control's look belongs to that control.
  package func acceptsFocus(_ node: ViewNode) -> Bool {
    isFocusableView && !node.environment.isInsideControl
  }

  /// A view made `focusable()` takes focus on a click; a tap gesture acts and leaves it.
  package func clickTakesFocus(_ node: ViewNode) -> Bool { !hasAction }

  package func tapPriority(_ node: ViewNode) -> TapPriority? { hasAction ? .gesture : nil }

  /// The table says which keys; the action needs the key and its phase (a held long press).
  package func handleKey(_ event: KeyEvent, node: ViewNode) -> Bool {
    Self.keyMap.dispatch(event) { perform($0, event: event, node: node) }
  }

  package func perform(_ action: KeyAction, node: ViewNode) -> Bool {
    perform(action, event: KeyEvent(.enter), node: node)
  }

  private func perform(_ action: KeyAction, event: KeyEvent, node: ViewNode) -> Bool {
    guard let control = node.currentControl(FocusableControl.self), let action = control.action
    else { return false }
    if let hold = control.hold, node.graph.interaction.keyReleasesReported {
      beginHold(hold, key: event.key, node: node)
    } else if event.phase == .press {
      if let located = control.locatedAction { located(Self.center(of: node)) } else { action() }
    }
    return true
  }

  /// Starts a long press held with `key` (its repeats change nothing): it completes after
  /// the minimum duration unless the key is let go first.
  private func beginHold(_ hold: PressHold, key: Key, node: ViewNode) {
    guard holdingKey == nil else { return }
    holdingKey = key
    hold.pressingChanged?(true)
    node.scheduleRelease(after: .seconds(hold.minimumDuration)) { [weak self] in
      guard let self, self.holdingKey != nil else { return }
      self.holdingKey = nil
      hold.perform()
      hold.pressingChanged?(false)
    }
  }

  package func handleKeyRelease(_ event: KeyEvent, node: ViewNode) {
    guard let key = holdingKey, event.key == key else { return }
    holdingKey = nil
    node.cancelScheduledRelease()
    node.currentControl(FocusableControl.self)?.hold?.pressingChanged?(false)
  }

  /// Counts clicks in a row and runs the action at the `count`th.
  package func click(at point: Point, node: ViewNode) {
    guard node.environment.isEnabled,
      let control = node.currentControl(FocusableControl.self), let action = control.action
    else { return }
    let now = ContinuousClock.now
    if let last = lastClick, now - last < Self.multipleClickInterval {
      clickCount += 1
    } else {
      clickCount = 1
    }
    lastClick = now
    guard clickCount >= control.count else { return }
    clickCount = 0
    if let located = control.locatedAction {
      located(Self.location(of: point, in: node))
    } else {
      action()
    }
  }

  package func activate(_ node: ViewNode) {
    guard let control = node.currentControl(FocusableControl.self) else { return }
    if let located = control.locatedAction {
      located(Self.center(of: node))
    } else {
      control.action?()
    }
  }

  /// A clicked cell's top-leading corner in the view, in points.
  private static func location(of point: Point, in node: ViewNode) -> CGPoint {
    let cell = node.environment.pointScale.cell
    return CGPoint(
      x: CGFloat(point.x - node.frame.minX) * cell.width,
      y: CGFloat(point.y - node.frame.minY) * cell.height)
  }

  /// The view's centre, in points in the view.
  private static func center(of node: ViewNode) -> CGPoint {
    let cell = node.environment.pointScale.cell
    return CGPoint(
      x: CGFloat(node.frame.width) * cell.width / 2, y: CGFloat(node.frame.height) * cell.height / 2
    )
  }
}

extension FocusableView: PrimitiveNodeView, ControlView {
  package func makeBehavior() -> TapGestureNode { TapGestureNode() }

  package func describe(to behavior: TapGestureNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(control, in: node)
  }

  package var equivalenceParts: [Any]? { control.identity }
}
